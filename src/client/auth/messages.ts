// Every user-facing text of the sign-in flows (spec §4, §5 and §8), and the mapping from the
// identity library's error codes to them. Pure, so it is unit-tested without a browser.

/** Thrown by the identity wrapper itself; its message is meant for the user as it is. */
export class IdentityWrapperError extends Error {
  override name = "IdentityWrapperError";
}

export const NOT_CONFIGURED = "Firebase authentication is not configured";
export const NO_USER_SIGNED_IN = "No user signed in";
export const SYNC_FAILED = "Failed to sync user with backend";
export const TOO_MANY_ATTEMPTS = "Too many failed attempts. Please try again later.";

export const TOASTS = {
  loginSuccess: { title: "Login successful", description: "Welcome back!" },
  emailNotVerified: {
    title: "Email not verified",
    description: "Please check your email and verify your account before logging in.",
    variant: "destructive",
  },
  registered: {
    title: "Registration successful!",
    description: "Please check your email to verify your account.",
  },
  sessionError: {
    title: "Session Error",
    description: "Please try logging in again.",
    variant: "destructive",
  },
  connectionError: {
    title: "Connection Error",
    description: "Please check your internet connection and try again.",
    variant: "destructive",
  },
  emailRequired: {
    title: "Email required",
    description: "Please enter your email address.",
    variant: "destructive",
  },
  verificationSent: {
    title: "Verification email sent",
    description: "Please check your inbox and spam folder.",
  },
} as const;

export const FAILURE_TITLES = {
  login: "Login failed",
  register: "Registration failed",
  google: "Google authentication failed",
  reset: "Password reset failed",
  resend: "Failed to send verification email",
} as const;

export type AuthAction = keyof typeof FAILURE_TITLES;

const INVALID_EMAIL = "Please enter a valid email address.";
const NO_ACCOUNT = "No account found with this email address.";

const MESSAGES: Record<Exclude<AuthAction, "resend">, Record<string, string>> = {
  login: {
    "auth/user-not-found": NO_ACCOUNT,
    "auth/wrong-password": "Incorrect password. Please try again.",
    "auth/invalid-email": INVALID_EMAIL,
    "auth/too-many-requests": TOO_MANY_ATTEMPTS,
  },
  register: {
    "auth/email-already-in-use": "An account with this email already exists.",
    "auth/invalid-email": INVALID_EMAIL,
    "auth/weak-password": "Password is too weak. Please choose a stronger password.",
    // The project's password policy can be stricter than "weak-password"; same advice.
    "auth/password-does-not-meet-requirements":
      "Password is too weak. Please choose a stronger password.",
  },
  google: {
    "auth/popup-closed-by-user": "Google sign-in was cancelled.",
    "auth/popup-blocked": "Please allow popups for Google sign-in.",
    "auth/account-exists-with-different-credential":
      "An account already exists with the same email address but different sign-in credentials.",
    "auth/cancelled-popup-request": "Only one popup request is allowed at one time.",
  },
  reset: {
    "auth/user-not-found": NO_ACCOUNT,
    "auth/invalid-email": INVALID_EMAIL,
    "auth/too-many-requests": "Too many reset attempts. Please try again later.",
  },
};

const DEFAULTS: Record<AuthAction, string> = {
  login: "Authentication failed. Please try again.",
  register: "Registration failed. Please try again.",
  google: "Google authentication failed. Please try again.",
  reset: "Failed to send reset email. Please try again.",
  resend: "Please try again later.",
};

/** The identity library's error code (`auth/...`), if the value carries one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The message shown under the failure title of `action` for an error thrown by it. */
export function authErrorMessage(action: AuthAction, error: unknown): string {
  if (error instanceof IdentityWrapperError) return error.message;
  if (action === "resend") {
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === "string" && message ? message : DEFAULTS.resend;
  }
  const code = errorCode(error);
  return (code && MESSAGES[action][code]) || DEFAULTS[action];
}

/** Sign-up checks in the order of spec §5; the first failing one's message, else undefined. */
export function signUpProblem(input: {
  password: string;
  confirmPassword: string;
  challengePayload: string | undefined;
}): string | undefined {
  if (input.password !== input.confirmPassword) return "Passwords do not match.";
  if (!input.challengePayload) return "Please complete the security verification.";
  if (input.password.length < 8) return "Password must be at least 8 characters long.";
  return undefined;
}

/** The sign-up fields a check can find wrong, each with its own message. */
export type SignUpField = "email" | "password" | "confirmPassword";

/**
 * Every wrong sign-up field at once, each with its own message (signUpProblem gives only the
 * first, for the toast): an address that cannot be one, a short password, a confirmation that
 * differs.
 */
export function signUpFieldProblems(input: {
  email: string;
  password: string;
  confirmPassword: string;
}): Partial<Record<SignUpField, string>> {
  const problems: Partial<Record<SignUpField, string>> = {};
  // The shape the browser's own type=email check accepts: something@something.
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) problems.email = "Enter a valid email address.";
  if (input.password.length < 8) {
    problems.password = "Password must be at least 8 characters long.";
  }
  if (input.password !== input.confirmPassword)
    problems.confirmPassword = "Passwords do not match.";
  return problems;
}

/** What Create Account waits for, said beside it while it is disabled (empty when it is not). */
export function humanCheckHint(state: string): string {
  if (state === "verified") return "";
  if (state === "verifying") {
    return "Security verification in progress… Create Account unlocks when it is done.";
  }
  if (state === "error" || state === "expired") {
    return "The security verification did not finish; start it again above.";
  }
  return "Create Account unlocks once the security verification above is complete.";
}
