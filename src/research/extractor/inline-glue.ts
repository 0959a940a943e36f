/*
 * Where inline markup meets text with no space ("at<a>kathy@…</a>", "|<a>info@…</a>"), a browser
 * shows the two run together, but the link is a unit of its own: the address is "kathy@…", not
 * "atkathy@…". Boundaries are marked while a line is built and resolved here when it is flushed.
 */

/** Marks an element boundary inside a line's text until the line is flushed (a private-use character). */
export const SEPARATOR = "\uE000";
/**
 * Marks where inline markup met text with no space between them ("at<a>kathy@…</a>",
 * "|<a>info@…</a>"); resolved when the line is flushed, by `resolveSoft`.
 */
export const SOFT = "\uE001";

/** A whole address starting (or ending) right at the boundary. */
const EMAIL_START =
  /^[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?![a-z0-9-])/i;
const EMAIL_END =
  /(?:^|[^a-z0-9._%+-])[a-z0-9._%+-]*[a-z0-9]@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}$/i;
/** Characters an address is spelled with: a boundary between two of them may be inside one. */
const ADDRESS_CHAR = /[a-z0-9._%+@-]/i;

/**
 * Whether an inline boundary separates a word from an email address the browser shows next to it:
 * "at" + "kathy@x.com", "|" + "info@x.com", "info@x.com" + "or". Markup inside an address
 * ("info" + "@" + "muster.de", "max." + "mustermann@…") and inside words ("Mü" + "ller") joins.
 */
function splitsAddress(before: string, after: string): boolean {
  const left = before.slice(before.search(/\S*$/));
  const right = after.slice(0, (after.search(/\s/) + 1 || after.length + 1) - 1);
  if (!left || !right || !`${left}${right}`.includes("@")) return false;
  const last = left.slice(-1);
  const first = right.slice(0, 1);
  if (!ADDRESS_CHAR.test(last) || !ADDRESS_CHAR.test(first)) return true;
  if (EMAIL_START.test(right) && /[\p{L}\p{N}]/u.test(last)) return true;
  return EMAIL_END.test(left) && /\p{L}/u.test(first);
}

/** Turns each soft boundary of a line into a space where it would glue a word to an address. */
export function resolveSoft(text: string): string {
  if (!text.includes(SOFT)) return text;
  const pieces = text.split(SOFT).map((piece) => piece.replaceAll(SEPARATOR, " "));
  const originals = text.split(SOFT);
  let out = originals[0] ?? "";
  let left = trailingWord(pieces[0] ?? "", "");
  for (let i = 1; i < pieces.length; i++) {
    // Only the words touching the boundary matter: the text up to the next space on each side.
    let right = "";
    for (let j = i; j < pieces.length; j++) {
      const piece = pieces[j] ?? "";
      const space = piece.search(/\s/);
      right += space < 0 ? piece : piece.slice(0, space);
      if (space >= 0) break;
    }
    out += splitsAddress(left, right) ? " " : "";
    out += originals[i];
    left = splitsAddress(left, right)
      ? trailingWord(pieces[i] ?? "", "")
      : trailingWord(pieces[i] ?? "", left);
  }
  return out;
}

/** The last word of `piece`, continuing `carried` when the piece has no space in it. */
function trailingWord(piece: string, carried: string): string {
  const space = piece.search(/\S*$/);
  return space > 0 || /\s/.test(piece) ? piece.slice(space) : carried + piece;
}
