import { LanguageModelError } from "../llm/errors.ts";

/*
 * Telling a company's own failure from the run's: a page that breaks the reader or the verifier
 * is that company's problem and becomes its rejection; a model that cannot be reached fails every
 * company alike, so it counts towards stopping the run instead.
 */

/** Whether an error is the model being unreachable (no company explains it). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof LanguageModelError && error.code === "unavailable";
}

/** Why a company could not be checked, in words for the Rejected tab (no internals). */
export function failureReason(error: unknown): string {
  if (error instanceof LanguageModelError) {
    return "Could not be checked: the verifier's answer for this site was unusable";
  }
  return "Could not be checked: reading or storing this website failed";
}

/**
 * The database connection was lost mid-run (a Postgres restart). Not the run's end: the run
 * registry starts the run again once the database answers (else its job fails and is retried),
 * and it continues from what was committed. No company is rejected for it and the user is not
 * told that the research stopped.
 */
export class DatabaseLost extends Error {
  constructor(cause: unknown) {
    super("the database connection was lost; the run continues from what was committed", {
      cause,
    });
    this.name = "DatabaseLost";
  }
}
