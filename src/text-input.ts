import { z } from "zod";

/**
 * The one rule for text a person types: no NUL, no other control characters (C0, DEL, C1) and
 * no lone UTF-16 surrogates (invalid UTF-8 once stored). Multi-line fields (textareas, chat)
 * also accept tab, line feed and carriage return. Such bytes never come from a keyboard; they
 * would break storage (Postgres refuses NUL), exports and logs, so the request is refused with
 * a 400 before anything is written.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds a C0 or C1 control character (or DEL) the field does not allow. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && (code < 0x7f || code > 0x9f)) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

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
