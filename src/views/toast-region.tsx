/**
 * Where toasts appear (src/client/toast.ts fills it). A labelled region that F8 focuses, so a
 * keyboard or screen-reader user can reach a notification; one toast at a time. At the top (on
 * wider screens just below the navigation bar), never at the bottom where forms keep their
 * buttons: a refused form's toast must not cover Cancel and Create Research.
 */
export function ToastRegion() {
  return (
    <section
      aria-label="Notifications (F8)"
      tabIndex={-1}
      data-toast-region
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center p-4 focus:outline-none sm:inset-x-auto sm:top-16 sm:right-0 sm:items-end"
    >
      <ol data-toast-list className="flex w-full max-w-[420px] flex-col gap-2" />
    </section>
  );
}
