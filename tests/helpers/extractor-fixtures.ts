/* Inputs the extractor tests write pages from: encoded addresses and phone lines. */

/** Cloudflare's encoding, computed here independently: a key byte, then each byte XOR key. */
export function cfEncode(email: string, key = 0x5a): string {
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return hex(key) + [...new TextEncoder().encode(email)].map((b) => hex(b ^ key)).join("");
}

/** Phone lines in each country's usual form, with the E.164 number the extractor should read. */
export const phoneCases: Array<[string, string, string]> = [
  ["DE", "Telefon: 030 12345678", "+493012345678"],
  ["DE", "Tel.: +49 (0)30 1234567", "+49301234567"],
  ["FR", "Téléphone : 01 42 68 53 00", "+33142685300"],
  ["IT", "Telefono: 02 1234 5678", "+390212345678"],
  ["ES", "Teléfono: 912 34 56 78", "+34912345678"],
  ["GB", "Phone: 020 7946 0958", "+442079460958"],
  ["US", "Phone: (201) 555-0123", "+12015550123"],
  ["NL", "Telefoon: 020 123 4567", "+31201234567"],
  ["PL", "Telefon: 22 123 45 67", "+48221234567"],
  ["SE", "Tfn: 08-123 456 78", "+46812345678"],
];
