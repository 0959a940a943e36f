import type { ReactNode } from "react";
import { btn } from "./ui";

/**
 * A native <dialog> asking to confirm a destructive action. src/client/workspace.ts opens it as a
 * modal from any `[data-dialog-open="{id}"]` control; without script the server renders it
 * `open` (the menu entry links to a URL that asks for it). Cancel is a `method="dialog"` form, so
 * it closes the dialog with or without script.
 */
export function ConfirmDialog({
  id,
  title,
  message,
  open = false,
  children,
}: {
  id: string;
  title: string;
  message: string;
  open?: boolean;
  /** The confirming form (its submit button sits beside Cancel). */
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      open={open}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      data-confirm-dialog
      className="fixed inset-0 z-50 m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-gray-200 bg-white p-6 text-gray-900 shadow-xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        {message}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <form method="dialog">
          <button type="submit" value="cancel" className={`${btn.secondary} w-full sm:w-auto`}>
            Cancel
          </button>
        </form>
        {children}
      </div>
    </dialog>
  );
}
