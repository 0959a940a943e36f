import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ZodError, ZodType } from "zod";
import { AppError } from "../errors";

/** The 400 every invalid input gets: the first message, and every message by field. */
export function invalidInput(error: ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  const message = error.issues[0]?.message ?? "Some fields are invalid.";
  return new AppError("invalid_input", 400, message, { fields });
}

type Failure = { success: boolean; error?: unknown };

/** zValidator hook: a failed parse becomes the shared 400 before the handler (and any write) runs. */
export function rejectInvalidInput(result: Failure): void {
  if (!result.success) throw invalidInput(result.error as ZodError);
}

/**
 * zValidator hook for path ids: an id that cannot exist is a missing resource, so it answers the
 * same 404 as an unknown id rather than telling a prober its format was wrong.
 */
export function notFoundOnInvalid(message: string) {
  return (result: Failure): void => {
    if (!result.success) throw new AppError("not_found", 404, message);
  };
}

/**
 * `zValidator(target, schema, hook)` whose malformed-JSON failure (a bare HTTPException from
 * Hono's validator, which the app's error handler would render as a 500) is the same kind of 400.
 * Errors thrown later by the handler are not caught here: Hono handles those one level down.
 */
export function validated<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  hook: (result: Failure) => void = rejectInvalidInput,
) {
  const inner = zValidator(target, schema, hook);
  const guarded: MiddlewareHandler = async (c, next) => {
    try {
      return await inner(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 400) {
        throw new AppError("bad_json", 400, "The request body is not valid JSON.");
      }
      throw error;
    }
  };
  return guarded as typeof inner;
}
