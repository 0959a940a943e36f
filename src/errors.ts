/**
 * The one error type domain code throws. `userMessage` is safe to show; everything else about
 * the failure stays in the logs. Status is a plain number so domain modules need no Hono import.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly userMessage: string,
    options?: { cause?: unknown; fields?: Record<string, string[]> },
  ) {
    super(userMessage, { cause: options?.cause });
    this.name = "AppError";
    this.fields = options?.fields;
  }
  readonly fields: Record<string, string[]> | undefined;
}

export const notFound = (what = "Not found") => new AppError("not_found", 404, what);

/**
 * The one JSON error shape under /api: `{ error: { code, message, fields? } }`. `code` and
 * `message` are mirrored at the top level because the spec's clients read `message` there
 * (sync-user's failure answer, the "Authentication required" check).
 */
export function apiErrorBody(
  code: string,
  message: string,
  extra: { fields?: Record<string, string[]>; requestId?: string } = {},
) {
  return {
    error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) },
    code,
    message,
    ...extra,
  };
}
