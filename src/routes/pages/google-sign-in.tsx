import { buttonClass, TextField } from "../../views/form-fields";

/** Google sign-in: its button, wired by src/client/auth/ once the script runs. */
export function GoogleButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-google-sign-in
      data-needs-script
      disabled
      className={buttonClass.secondary}
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {label}
    </button>
  );
}

/**
 * With the Auth emulator, Google sign-in asks here which account to be (src/client/auth/
 * emulated-google.ts): the emulator's own popup needs Google's scripts, unreachable offline.
 * Outside the auth card, so the card's busy state leaves these fields usable.
 */
export function EmulatedGoogleDialog() {
  return (
    <dialog
      data-emulated-google
      aria-labelledby="emulated-google-title"
      className="m-auto w-full max-w-sm rounded-xl border border-gray-200 bg-white p-6 text-gray-900 shadow-xl backdrop:bg-black/50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <form method="dialog" className="space-y-4">
        <div>
          <h2 id="emulated-google-title" className="text-lg font-semibold">
            Emulated Google account
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            The Firebase Auth emulator stands in for Google. Choose the account to sign in with.
          </p>
        </div>
        <TextField
          id="emulated-google-email"
          name="email"
          type="email"
          label="Email"
          defaultValue="google.user@example.com"
          required
        />
        <TextField
          id="emulated-google-name"
          name="displayName"
          label="Display name"
          defaultValue="Google User"
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-3">
          <button type="button" data-emulated-google-cancel className={buttonClass.secondary}>
            Cancel
          </button>
          <button type="submit" className={buttonClass.primary}>
            Sign in
          </button>
        </div>
      </form>
    </dialog>
  );
}
