import type { FlowDeps } from "./flows";
import { whileBusy } from "./form-controls";
import { authErrorMessage, FAILURE_TITLES, TOASTS } from "./messages";

/**
 * /verify-email. On load, if the browser holds the user, it re-reads them with a fresh token:
 * once the email is verified the sync upgrades the server session and the app opens.
 */
export async function wireVerifyEmailPage(root: HTMLElement, deps: FlowDeps): Promise<void> {
  const resend = root.querySelector<HTMLButtonElement>("[data-resend-verification]");
  resend?.addEventListener("click", () =>
    whileBusy(root, async () => {
      try {
        await deps.identity.resendVerificationEmail();
        deps.toast(TOASTS.verificationSent);
      } catch (err) {
        deps.toast({
          title: FAILURE_TITLES.resend,
          description: authErrorMessage("resend", err),
          variant: "destructive",
        });
      }
    }),
  );
  if (resend) resend.disabled = false;
  await deps.identity.ready();
  await upgradeIfVerified(deps);
}

async function upgradeIfVerified(deps: FlowDeps): Promise<void> {
  const user = deps.identity.currentUser();
  if (!user) return;
  try {
    await user.reload();
  } catch (err) {
    console.warn("could not refresh the user", err);
    return;
  }
  const token = await deps.identity.getIdToken(true);
  if (!user.emailVerified || !token) return;
  // Spec §2: the 'Loading...' screen while the now verified session is made and the app opens.
  deps.loading?.(true);
  const synced = await deps.sync(token);
  if (synced.ok) deps.navigate("/");
  else deps.loading?.(false);
}
