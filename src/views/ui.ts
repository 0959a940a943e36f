// Shared class names of the workspace screens (dashboard, creation form, research page), so
// the buttons and cards look alike everywhere without a component for every variant.

const button =
  "inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50";

/** Button looks; also used on links that act as buttons. */
export const btn = {
  primary: `${button} bg-brand-600 text-white hover:bg-brand-700`,
  secondary: `${button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800`,
  ghost: `${button} text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800`,
  danger: `${button} bg-red-600 text-white hover:bg-red-700`,
  icon: `${button} h-9 w-9 px-0 py-0 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800`,
};

/** A white (dark: near-black) panel with a border. */
export const card =
  "rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900";

export const input =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400";

export const muted = "text-gray-600 dark:text-gray-400";

/** A menu entry inside a dropdown. */
export const menuItem =
  "flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800";
