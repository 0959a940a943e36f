import type { AssetManifest } from "../../assets/manifest";
import type { FirebaseWebConfig } from "../../auth/web-config";
import { AccountScripts } from "../../views/account-scripts";
import { BusyButton, buttonClass, EmailField, linkClass } from "../../views/form-fields";
import { AccountCard, MailIcon } from "./account-layout";

/** /reset-password: a form state and a sent state; islands/auth switches between them. */
export function ResetPasswordPage({
  assets,
  firebase,
}: {
  assets: AssetManifest;
  firebase: FirebaseWebConfig;
}) {
  return (
    <AccountCard page="reset-password" icon={<MailIcon />}>
      <div data-reset-state="form">
        <div className="text-center">
          <h1 className="text-2xl font-bold">Reset Password</h1>
          <p className="mt-3 text-gray-600 dark:text-gray-400">
            Enter your email address and we will send you a link to reset your password.
          </p>
        </div>
        {/* noValidate: an empty email gets the app's own "Email required" toast. */}
        <form
          data-form="reset"
          method="post"
          action="/reset-password"
          noValidate
          className="mt-6 space-y-4"
        >
          <EmailField id="reset-email" />
          <BusyButton busyLabel="Sending Reset Email...">Send Reset Email</BusyButton>
          <a href="/auth" className={buttonClass.secondary}>
            Back to Login
          </a>
        </form>
        <p className="mt-6 text-center text-sm text-gray-500 dark:text-gray-400">
          Remember your password?{" "}
          <a href="/auth" className={linkClass}>
            Sign in here
          </a>
        </p>
      </div>
      <div data-reset-state="sent" hidden className="text-center">
        <h1
          data-reset-heading="sent"
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none"
        >
          Password Reset Email Sent
        </h1>
        <p className="mt-3 text-gray-600 dark:text-gray-400">
          We sent a password reset link to{" "}
          <strong data-reset-email className="text-gray-900 dark:text-gray-100" />. Follow it to
          choose a new password.
        </p>
        <p className="mt-3 text-sm text-gray-500 dark:text-gray-400">
          Didn't receive the email? Check your spam folder.
        </p>
        <div className="mt-6 space-y-3">
          <a href="/auth" className={buttonClass.primary}>
            Back to Login
          </a>
          <button type="button" data-reset-again className={buttonClass.secondary}>
            Send Another Email
          </button>
        </div>
      </div>
      <AccountScripts assets={assets} firebase={firebase} />
    </AccountCard>
  );
}
