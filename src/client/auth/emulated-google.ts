/** The account the emulated Google sign-in uses (the Auth emulator trusts whatever it is told). */
export interface EmulatedGoogleAccount {
  email: string;
  displayName: string;
}

/**
 * The Auth emulator's own Google "popup" needs Google's gapi script, which cannot load offline,
 * so with the emulator the app asks for the account in its own dialog
 * (<dialog data-emulated-google>, rendered by the auth page only when the emulator is on).
 * Resolves with the account, or null when the dialog is cancelled or closed.
 */
export function emulatedGooglePicker(
  doc: Document = document,
): (() => Promise<EmulatedGoogleAccount | null>) | undefined {
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-emulated-google]");
  const form = dialog?.querySelector("form");
  if (!dialog || !form) return undefined;
  return () =>
    new Promise((resolve) => {
      let account: EmulatedGoogleAccount | null = null;
      const onSubmit = (e: SubmitEvent) => {
        e.preventDefault();
        if (!form.reportValidity()) return;
        const data = new FormData(form);
        account = {
          email: String(data.get("email") ?? "").trim(),
          displayName: String(data.get("displayName") ?? "").trim(),
        };
        dialog.close();
      };
      const onCancel = () => dialog.close();
      const cancelButton = dialog.querySelector("[data-emulated-google-cancel]");
      form.addEventListener("submit", onSubmit);
      cancelButton?.addEventListener("click", onCancel);
      // "close" fires for every way out: submit, Cancel, Escape.
      dialog.addEventListener(
        "close",
        () => {
          form.removeEventListener("submit", onSubmit);
          cancelButton?.removeEventListener("click", onCancel);
          resolve(account);
        },
        { once: true },
      );
      dialog.showModal();
    });
}

/**
 * The fake Google ID token the Auth emulator accepts: plain JSON claims, unsigned. `sub` comes
 * from the email, so the same address signs in to the same Google identity every time.
 */
export function emulatedGoogleIdToken(account: EmulatedGoogleAccount): string {
  const email = account.email.toLowerCase();
  return JSON.stringify({
    sub: `emulated-google-${email}`,
    email,
    email_verified: true,
    ...(account.displayName ? { name: account.displayName } : {}),
  });
}
