import type { AssetManifest } from "../../assets/manifest";
import type { FirebaseWebConfig } from "../../auth/web-config";
import { AccountScripts } from "../../views/account-scripts";
import { buttonClass, linkClass, PasswordField, TextField } from "../../views/form-fields";
import { Logo } from "../../views/logo";
import { ThemeToggle } from "../../views/theme-toggle";

export type AuthTab = "signin" | "signup";

const benefits = [
  [
    "AI-generated targeted search queries",
    "Describe your ideal customer; the assistant plans the searches.",
  ],
  ["Automatic contact extraction", "Decision makers, emails and phones from each company's site."],
  [
    "Verification against your ideal customer profile",
    "Every company is checked against your criteria.",
  ],
  ["Excel export", "Download your accepted leads, ready for your CRM."],
] as const;

interface AuthPageProps {
  tab: AuthTab;
  assets: AssetManifest;
  firebase: FirebaseWebConfig;
}

/** /auth for visitors: Sign In and Sign Up tabs beside a marketing panel (spec §2). */
export function AuthPage({ tab, assets, firebase }: AuthPageProps) {
  return (
    <div className="flex min-h-screen">
      <MarketingPanel />
      <main className="flex flex-1 flex-col items-center justify-center p-6">
        <div className="mb-6 flex w-full max-w-md items-center justify-between">
          <Logo />
          <ThemeToggle />
        </div>
        <div
          data-auth-page="auth"
          className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <h1 className="text-2xl font-bold">Welcome to Export Discovery</h1>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-xs font-medium text-green-800 dark:bg-green-900/40 dark:text-green-300">
              <svg
                viewBox="0 0 24 24"
                className="h-3.5 w-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
                <path d="M9 12l2 2 4-4" />
              </svg>
              Enhanced Security Mode
            </span>
          </div>
          <div
            role="tablist"
            aria-label="Sign in or sign up"
            className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
          >
            <Tab id="signin" selected={tab === "signin"} label="Sign In" />
            <Tab id="signup" selected={tab === "signup"} label="Sign Up" />
          </div>
          <div
            role="tabpanel"
            id="panel-signin"
            aria-labelledby="tab-signin"
            hidden={tab !== "signin"}
          >
            <SignInForm />
          </div>
          <div
            role="tabpanel"
            id="panel-signup"
            aria-labelledby="tab-signup"
            hidden={tab !== "signup"}
          >
            <SignUpForm assets={assets} />
          </div>
        </div>
      </main>
      {firebase.emulatorUrl && <EmulatedGoogleDialog />}
      <link rel="stylesheet" href={assets.url("altcha.css")} />
      <AccountScripts assets={assets} firebase={firebase} />
    </div>
  );
}

function Tab({ id, selected, label }: { id: AuthTab; selected: boolean; label: string }) {
  return (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      data-tab={id}
      aria-controls={`panel-${id}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      className="rounded-md px-3 py-2 text-sm font-medium text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-500 aria-selected:bg-white aria-selected:text-gray-900 aria-selected:shadow-sm dark:text-gray-400 dark:aria-selected:bg-gray-950 dark:aria-selected:text-white"
    >
      {label}
    </button>
  );
}

function MarketingPanel() {
  return (
    <aside className="hidden w-[45%] flex-col justify-center bg-gradient-to-br from-brand-600 to-brand-700 p-12 text-white lg:flex">
      <h2 className="text-4xl font-bold leading-tight">Discover Your Next Business Opportunity</h2>
      <p className="mt-4 max-w-md text-lg text-brand-100">
        An AI research assistant that finds the companies you are looking for and the people to talk
        to.
      </p>
      <ul className="mt-10 space-y-6">
        {benefits.map(([title, text]) => (
          <li key={title} className="flex gap-4">
            <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white/20">
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                aria-hidden="true"
              >
                <path d="M5 13l4 4L19 7" />
              </svg>
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function GoogleButton({ label }: { label: string }) {
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
function EmulatedGoogleDialog() {
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

function Divider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-gray-500 uppercase dark:text-gray-400">
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      or continue with email
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
    </div>
  );
}

function SignInForm() {
  return (
    <>
      <GoogleButton label="Continue with Google" />
      <Divider />
      {/* method=post keeps typed credentials out of the URL if the script never ran. */}
      <form data-form="login" method="post" action="/auth" className="space-y-4">
        <TextField
          id="login-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          placeholder="you@company.com"
          required
        />
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
        <button
          type="submit"
          data-needs-script
          disabled
          data-busy-label="Signing In..."
          className={buttonClass.primary}
        >
          Sign In
        </button>
      </form>
    </>
  );
}

function SignUpForm({ assets }: { assets: AssetManifest }) {
  return (
    <>
      <GoogleButton label="Sign up with Google" />
      <Divider />
      {/* noValidate: the spec's sign-up checks run first, in their order; then the browser's. */}
      <form data-form="register" method="post" action="/auth" noValidate className="space-y-4">
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
        <TextField
          id="register-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          placeholder="you@company.com"
          required
        />
        <PasswordField
          id="register-password"
          name="password"
          label="Password"
          hint="min. 8 characters"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <PasswordField
          id="register-confirm-password"
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          minLength={8}
          required
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
        <button
          type="submit"
          disabled
          data-busy-label="Creating Account..."
          className={buttonClass.primary}
        >
          Create Account
        </button>
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
