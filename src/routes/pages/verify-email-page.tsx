import type { AssetManifest } from "../../assets/manifest";
import type { FirebaseWebConfig } from "../../auth/web-config";
import { AccountScripts } from "../../views/account-scripts";
import { BusyButton, buttonClass, linkClass } from "../../views/form-fields";
import { AccountCard, MailIcon } from "./account-layout";

interface VerifyEmailPageProps {
  /** The signed-in user's address, when the server knows it. */
  email?: string | null;
  /** Development with the Auth emulator only (src/auth/emulator-links.ts): the unsent email's link. */
  devVerificationLink?: string;
  /** The path being shown; "Refresh page" reloads it (any path shows this screen, spec §2). */
  currentPath: string;
  assets: AssetManifest;
  firebase: FirebaseWebConfig;
}

/** The screen a signed-in user with an unverified email sees everywhere. */
export function VerifyEmailPage({
  email,
  devVerificationLink,
  currentPath,
  assets,
  firebase,
}: VerifyEmailPageProps) {
  return (
    <AccountCard page="verify-email" icon={<MailIcon />}>
      <div className="text-center">
        <h1 className="text-2xl font-bold">Verify Your Email</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-400">
          {email ? (
            <>
              We sent a verification link to{" "}
              <strong className="text-gray-900 dark:text-gray-100">{email}</strong>.
            </>
          ) : (
            "We sent a verification link to your email address."
          )}{" "}
          Open it to activate your account, then come back here.
        </p>
      </div>
      {devVerificationLink && <DevVerificationLink href={devVerificationLink} />}
      <div className="mt-6 space-y-3">
        <BusyButton type="button" data-resend-verification busyLabel="Sending...">
          Resend Verification Email
        </BusyButton>
        <button type="button" data-sign-out className={buttonClass.secondary}>
          Back to Login
        </button>
      </div>
      <p className="mt-6 text-center text-sm text-gray-500 dark:text-gray-400">
        Didn't receive the email? Check your spam folder or try resending.
      </p>
      <p className="mt-2 text-center text-sm text-gray-500 dark:text-gray-400">
        Already verified?{" "}
        <a href={currentPath} className={linkClass}>
          Refresh page
        </a>
      </p>
      <AccountScripts assets={assets} firebase={firebase} />
    </AccountCard>
  );
}

/** The link the Auth emulator would have emailed: open it, then "Refresh page". */
function DevVerificationLink({ href }: { href: string }) {
  return (
    <div
      data-dev-verification-link
      className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">Development: the Auth emulator sends no email.</p>
      <p className="mt-1 break-all">
        Your verification link:{" "}
        <a href={href} target="_blank" rel="noopener" className={linkClass}>
          {href}
        </a>
      </p>
      <p className="mt-1">Open it, then come back and refresh this page.</p>
    </div>
  );
}
