import { z } from "zod";

/**
 * The one rule for text a person types: no NUL, no other control characters (C0, DEL, C1) and
 * no lone UTF-16 surrogates (invalid UTF-8 once stored). Multi-line fields (textareas, chat)
 * also accept tab, line feed and carriage return. Such bytes never come from a keyboard; they
 * would break storage (Postgres refuses NUL), exports and logs, so the request is refused with
 * a 400 before anything is written.
 */
// Built from strings: the point of these patterns is to match control characters.
const SINGLE_LINE_BAD = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_BAD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE =
  "Contains invisible control characters; please remove them and try again.";

/** Whether a value is text a person could have typed into a field of this kind. */
export function isTypedText(value: string, multiline = false): boolean {
  return !hasControlCharacter(value, multiline) && !LONE_SURROGATE.test(value);
}

/** `z.string()` that refuses control characters; chain trims and limits after it. */
export function typedText(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((v) => isTypedText(v, options.multiline), {
      error: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    });
}
