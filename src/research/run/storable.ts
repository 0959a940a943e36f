/*
 * Crawled text on its way into Postgres. A text or jsonb column refuses the NUL character (and
 * jsonb its \u0000 escape), and a lone UTF-16 surrogate (what a page's invalid UTF-8 can leave
 * behind) cannot be encoded, so one such page would fail the company's transaction. Cleaning
 * every string before it is stored keeps one bad page from costing more than its own bytes.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is removed.
const NUL = /\u0000/g;

/** A string Postgres stores as is: no NUL, well-formed UTF-16. */
export function storableText(text: string): string {
  return text.replace(NUL, "").toWellFormed();
}

/** The value with every string in it (object keys and values, array items) made storable. */
export function storable<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), clean(item)]),
    );
  }
  return value;
}
