/**
 * The typed confirmation of account deletion, shared by the page's script (which enables the
 * button) and the server (which decides): the account's own e-mail, or the word DELETE.
 * Surrounding spaces are forgiven and the e-mail's case is not significant; DELETE must be
 * typed in capitals, as the page asks, so that a stray "delete" is not enough.
 */
export const DELETE_WORD = "DELETE";

/** Whether `typed` confirms deleting the account of `email`. */
export function confirmsAccountDeletion(typed: string, email: string | null): boolean {
  const value = typed.trim();
  if (value === DELETE_WORD) return true;
  return email !== null && email !== "" && value.toLowerCase() === email.trim().toLowerCase();
}

export const DELETION_NOT_CONFIRMED = `Type your e-mail address or ${DELETE_WORD} to confirm.`;
