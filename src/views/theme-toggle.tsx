import { StrokeSvg } from "./icons";
/** Switches light/dark; src/client/client.ts handles the click and remembers the choice. */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle
      aria-label="Toggle dark mode"
      data-tooltip="Toggle dark mode"
      className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-300 dark:hover:bg-gray-800"
    >
      <StrokeSvg className="h-5 w-5">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </StrokeSvg>
    </button>
  );
}
