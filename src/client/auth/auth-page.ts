import type { AltchaWidgetElement } from "altcha/types/generic";
import { loadAltcha, onChallengeChange } from "./altcha";
import { type FlowDeps, login, loginWithGoogle, register } from "./flows";
import { field, showFieldProblems, whileBusy, wirePasswordToggles } from "./form-controls";
import { humanCheckHint, signUpFieldProblems, signUpProblem } from "./messages";
import { wireTabs } from "./tabs";

/** /auth: tabs, the sign-in and sign-up forms, Google buttons and the human check. */
export async function wireAuthPage(root: HTMLElement, deps: FlowDeps): Promise<void> {
  // A Firebase user left from an earlier visit would confuse the flows; the server says nobody
  // is signed in here, so the browser should agree.
  await deps.identity.ready();
  await deps.identity.logout().catch((err) => console.warn("stale sign-out failed", err));

  wireTabs(root);
  wirePasswordToggles(root);

  const loginForm = root.querySelector<HTMLFormElement>("form[data-form=login]");
  loginForm?.addEventListener("submit", (e) => {
    e.preventDefault();
    void whileBusy(root, () =>
      login(deps, field(loginForm, "email"), field(loginForm, "password", false)),
    );
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-google-sign-in]")) {
    button.addEventListener("click", () => void whileBusy(root, () => loginWithGoogle(deps)));
  }

  const signUpForm = root.querySelector<HTMLFormElement>("form[data-form=register]");
  if (signUpForm) await wireSignUp(root, signUpForm, deps);

  for (const el of root.querySelectorAll<HTMLButtonElement>("[data-needs-script]")) {
    el.disabled = false;
    delete el.dataset.needsScript;
  }
}

async function wireSignUp(root: HTMLElement, form: HTMLFormElement, deps: FlowDeps) {
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const widgetEl = form.querySelector<HTMLElement>("altcha-widget");
  const hint = form.querySelector<HTMLElement>("[data-submit-hint]");
  let payload: string | undefined;
  let checkState = "unverified";
  let busy = false;
  // Create Account waits for a solved challenge and for any request in flight (spec §2); the
  // hint beside it says what it waits for.
  const updateSubmit = () => {
    if (submit) submit.disabled = busy || !payload;
    if (hint) hint.textContent = busy ? "" : humanCheckHint(payload ? "verified" : checkState);
  };
  let widget: AltchaWidgetElement | undefined;
  if (widgetEl) {
    onChallengeChange(widgetEl, (next, state) => {
      payload = next;
      checkState = state;
      updateSubmit();
    });
    widget = await loadAltcha(widgetEl).catch((err) => {
      console.error("human check failed to load", err);
      return undefined;
    });
  }

  const attempt = () => {
    const password = field(form, "password", false);
    const confirmPassword = field(form, "confirmPassword", false);
    // Each wrong field says so under itself, and the first takes the focus.
    const fieldProblems = signUpFieldProblems({
      email: field(form, "email"),
      password,
      confirmPassword,
    });
    showFieldProblems(form, fieldProblems, ["email", "password", "confirmPassword"])?.focus();
    const problem =
      signUpProblem({ password, confirmPassword, challengePayload: payload }) ??
      Object.values(fieldProblems)[0];
    if (problem) {
      deps.toast({ title: "Registration failed", description: problem, variant: "destructive" });
      return;
    }
    if (!form.reportValidity()) return;
    const input = {
      email: field(form, "email"),
      password,
      firstName: field(form, "firstName"),
      lastName: field(form, "lastName"),
      recaptchaToken: payload ?? "",
    };
    busy = true;
    void whileBusy(root, () => register(deps, input)).finally(() => {
      busy = false;
      // A challenge is single-use: success or failure, the next attempt needs a new one.
      payload = undefined;
      widget?.reset();
      updateSubmit();
    });
  };
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    attempt();
  });
  // Enter in a field cannot submit past the disabled Create Account button (implicit submission
  // skips a disabled default button), so it would do nothing silently; run the spec §5 checks
  // instead, which say what is missing ("Please complete the security verification.").
  form.addEventListener("keydown", (e) => {
    const target = e.target as Element | null;
    if (e.key !== "Enter" || e.isComposing || busy || !submit?.disabled) return;
    if (!(target instanceof HTMLInputElement) || target.closest("altcha-widget")) return;
    e.preventDefault();
    attempt();
  });
  updateSubmit();
}
