import { labelOnly, labelsIn } from "./phone-labels.ts";
import { phonesInLine } from "./phones.ts";
import type { Line } from "./text.ts";

/*
 * Cards that print each number over its label: "030 1234567" / "Telefon" / "030 1234568" /
 * "Telefax". Read as a heading over the next line, "Telefon" would make the fax under it a phone.
 * A label alone on its line, with no colon, right under a number that has no label of its own
 * (none on its line, none alone above it) is that number's label, not the next one's, when the
 * next number has a label under it too (the caller checks): "Provider Services" / "800-423-0507"
 * / "General Fax" / "916-631-0672" / "Note: …" prints its labels above.
 */

/** Whether `label`, the line above a number, labels the number above it instead (see above). */
export function labelsNumberAbove(
  label: Line,
  earlier: readonly Line[],
  country: string | undefined,
): boolean {
  if (!labelOnly(label.text) || /:\s*$/.test(label.text)) return false;
  const [number, above] = earlier;
  if (!number || labelsIn(number.text).some((found) => found.kind !== "other")) return false;
  if (above && labelOnly(above.text)) return false;
  return phonesInLine(number, country).phones.length > 0;
}
