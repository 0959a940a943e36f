/** The name fields the top navigation reads; any of them may be missing. */
export interface DisplayUser {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

const clean = (value: string | null) => value?.trim() || undefined;

/** Avatar letters: first and last initials (whichever exist), else "U". */
export function userInitials(user: DisplayUser): string {
  const letters = [clean(user.firstName), clean(user.lastName)]
    .map((part) => part?.charAt(0).toUpperCase() ?? "")
    .join("");
  return letters || "U";
}

/** The label beside the avatar: first name, else email, else "User". */
export function userShortName(user: DisplayUser): string {
  return clean(user.firstName) ?? clean(user.email) ?? "User";
}

/** The menu heading: the full name, else "User". */
export function userFullName(user: DisplayUser): string {
  const full = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(" ");
  return full || "User";
}

/** The menu's second line: the email, else "No email". */
export function userEmailLabel(user: DisplayUser): string {
  return clean(user.email) ?? "No email";
}
