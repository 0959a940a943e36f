import type { AssetManifest } from "../../assets/manifest";
import {
  BusyButton,
  EmailField,
  linkClass,
  PasswordField,
  TextField,
} from "../../views/form-fields";
import { GoogleButton } from "./google-sign-in";

function Divider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-gray-500 uppercase dark:text-gray-400">
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      or continue with email
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
    </div>
  );
}

/** The Sign In tab: Google, or email and password. */
export function SignInForm() {
  return (
    <>
      <GoogleButton label="Continue with Google" />
      <Divider />
      {/* method=post keeps typed credentials out of the URL if the script never ran. */}
      <form data-form="login" method="post" action="/auth" className="space-y-4">
        <EmailField id="login-email" required />
        <PasswordField
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <div className="flex justify-end">
          <a href="/reset-password" className={`text-sm ${linkClass}`}>
            Forgot password?
          </a>
        </div>
        <BusyButton busyLabel="Signing In...">Sign In</BusyButton>
      </form>
    </>
  );
}

/** The Sign Up tab: Google, or the registration form with its bot check (altcha). */
export function SignUpForm({ assets }: { assets: AssetManifest }) {
  return (
    <>
      <GoogleButton label="Sign up with Google" />
      <Divider />
      {/* noValidate: the spec's sign-up checks run first, in their order; then the browser's. */}
      <form data-form="register" method="post" action="/auth" noValidate className="space-y-4">
        <p className="text-xs text-gray-600 dark:text-gray-300">Fields marked * are required.</p>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="register-first-name"
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={100}
          />
          <TextField
            id="register-last-name"
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={100}
          />
        </div>
        <EmailField id="register-email" required markRequired />
        <PasswordField
          id="register-password"
          name="password"
          label="Password"
          hint="min. 8 characters"
          autoComplete="new-password"
          minLength={8}
          required
          markRequired
        />
        <PasswordField
          id="register-confirm-password"
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          minLength={8}
          required
          markRequired
        />
        <div className="space-y-1.5">
          <p className="text-sm font-medium">Security verification</p>
          <altcha-widget
            challenge="/api/altcha/challenge"
            name="altcha"
            data-worker-sha={assets.url("altcha-sha.js")}
            data-worker-pbkdf2={assets.url("altcha-pbkdf2.js")}
            className="block min-h-16"
          />
        </div>
        <p className="rounded-md bg-brand-50 p-3 text-xs text-gray-700 dark:bg-brand-600/15 dark:text-gray-300">
          We will send a verification email to your address. You need to verify it before you can
          use the app.
        </p>
        <BusyButton needsScript={false} busyLabel="Creating Account...">
          Create Account
        </BusyButton>
        {/* Why Create Account is disabled, while it is (src/client/auth/auth-page.ts). */}
        <p
          data-submit-hint
          aria-live="polite"
          className="text-center text-xs text-gray-600 dark:text-gray-300"
        />
        <p className="text-center text-xs text-gray-500 dark:text-gray-400">
          By creating an account you agree to our{" "}
          <a href="/privacy-policy" className={linkClass}>
            Privacy Policy
          </a>
          .
        </p>
      </form>
    </>
  );
}
