import type { FlowDeps } from "./flows";
import { field, whileBusy } from "./form-controls";
import { authErrorMessage, FAILURE_TITLES, TOASTS } from "./messages";

/** /reset-password: the form state, then the sent state, which can return to the form. */
export function wireResetPasswordPage(root: HTMLElement, deps: FlowDeps): void {
  const form = root.querySelector<HTMLFormElement>("form[data-form=reset]");
  const formState = root.querySelector<HTMLElement>("[data-reset-state=form]");
  const sentState = root.querySelector<HTMLElement>("[data-reset-state=sent]");
  const sentEmail = root.querySelector<HTMLElement>("[data-reset-email]");
  if (!form || !formState || !sentState) return;
  const show = (sent: boolean) => {
    formState.hidden = sent;
    sentState.hidden = !sent;
    root.querySelector<HTMLElement>(sent ? "[data-reset-heading=sent]" : "input")?.focus();
  };

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const email = field(form, "email");
    if (!email) {
      deps.toast(TOASTS.emailRequired);
      return;
    }
    void whileBusy(form, async () => {
      try {
        await deps.identity.sendPasswordReset(email);
      } catch (err) {
        deps.toast({
          title: FAILURE_TITLES.reset,
          description: authErrorMessage("reset", err),
          variant: "destructive",
        });
        return;
      }
      if (sentEmail) sentEmail.textContent = email;
      show(true);
    });
  });
  root.querySelector("[data-reset-again]")?.addEventListener("click", () => show(false));
  for (const el of root.querySelectorAll<HTMLButtonElement>("[data-needs-script]")) {
    el.disabled = false;
  }
}
