import { confirmsAccountDeletion } from "../account-confirmation";

/**
 * The account page's Delete account button: enabled only while the typed confirmation matches
 * (the server's own rule, src/account-confirmation.ts; the server checks again).
 */
export function installDeletionConfirm(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-confirm-deletion]")) {
    const typed = form.querySelector<HTMLInputElement>("input[name=confirmation]");
    const button = form.querySelector<HTMLButtonElement>("button[data-delete-account]");
    if (!typed || !button) continue;
    const email = typed.dataset.accountEmail ?? "";
    const update = () => {
      button.disabled = !confirmsAccountDeletion(typed.value, email);
    };
    typed.addEventListener("input", update);
    update();
  }
}
