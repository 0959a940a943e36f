/**
 * Spec §2: "While the auth state loads, a full-screen spinner with 'Loading...' is shown." Pages
 * are rendered knowing the session, so the one wait left is after a sign-in, while the server
 * session is checked and the browser goes to /: src/client/auth-client.ts shows it then.
 */
export function LoadingScreen() {
  return (
    <div
      hidden
      data-loading-screen
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/90 dark:bg-gray-950/90"
    >
      <div
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
      />
      <p className="text-gray-600 dark:text-gray-400">Loading...</p>
    </div>
  );
}
