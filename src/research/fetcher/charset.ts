/*
 * Charset detection for fetched HTML, a small subset of the WHATWG encoding sniffing algorithm:
 * byte order mark, then the Content-Type header, then a <meta> in the first 1024 bytes, then UTF-8.
 * TextDecoder knows the web's labels (it maps iso-8859-1 and latin1 to windows-1252, as browsers do).
 */

const META_SCAN_BYTES = 1024;

/** The charset parameter of a Content-Type header, lower-cased, if any. */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = contentType?.match(/;\s*charset\s*=\s*("?)([^";\s]+)\1/i);
  return match?.[2]?.toLowerCase();
}

/** A charset declared by `<meta charset>` or `<meta http-equiv="content-type">` near the top. */
export function charsetFromMeta(bytes: Uint8Array): string | undefined {
  // Latin-1 maps every byte to one char, so ASCII markup reads the same whatever the encoding.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, META_SCAN_BYTES));
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = tag.match(/\bcharset\s*=\s*["']?\s*([\w.:-]+)/i);
    if (direct?.[1]) return direct[1].toLowerCase();
  }
  return undefined;
}

function charsetFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return undefined;
}

function tryDecoder(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/** Picks the charset for a body: BOM, header, meta, else UTF-8. */
export function detectCharset(bytes: Uint8Array, contentType: string | undefined): string {
  return decoderForBody(bytes, contentType).encoding;
}

function decoderForBody(bytes: Uint8Array, contentType: string | undefined): TextDecoder {
  const meta = charsetFromMeta(bytes);
  return (
    tryDecoder(charsetFromBom(bytes)) ??
    // An unknown header label falls through to the meta, as in browsers.
    tryDecoder(charsetFromContentType(contentType)) ??
    // A page cannot declare UTF-16 from inside itself: its meta would be unreadable if it were.
    tryDecoder(meta?.startsWith("utf-16") ? "utf-8" : meta) ??
    // Unknown or missing: UTF-8 with replacement characters beats refusing the page.
    new TextDecoder("utf-8")
  );
}

/** Decodes a body; a truncated one drops its cut-off last character instead of showing U+FFFD. */
export function decodeBody(
  bytes: Uint8Array,
  contentType: string | undefined,
  truncated = false,
): string {
  // stream: true holds back an incomplete trailing sequence, which is exactly the cut-off char.
  return decoderForBody(bytes, contentType).decode(bytes, { stream: truncated });
}
