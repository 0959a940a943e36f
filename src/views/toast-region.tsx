/**
 * Where toasts appear (src/client/toast.ts fills it). A labelled region that F8 focuses, so a
 * keyboard or screen-reader user can reach a notification; one toast at a time.
 */
export function ToastRegion() {
  return (
    <section
      aria-label="Notifications (F8)"
      tabIndex={-1}
      data-toast-region
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center p-4 focus:outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:items-end"
    >
      <ol data-toast-list className="flex w-full max-w-[420px] flex-col gap-2" />
    </section>
  );
}
