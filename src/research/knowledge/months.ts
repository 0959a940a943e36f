import { fold } from "../language/fold.ts";

/*
 * Month names in every language we read, from ICU (Intl.DateTimeFormat) rather than a list of
 * our own: the standalone form ("Juli", "lipiec") and the form a date prints ("1 lipca", "1er
 * juillet"), long and abbreviated. A month after a day number is a date, never a given name
 * ("zum 1. Juli Thomas Berger": Juli is no part of the name).
 */

const LANGUAGES = ["en", "de", "fr", "it", "es", "nl", "pl", "sv", "pt", "da", "fi", "cs"];

const MONTHS: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const language of LANGUAGES) {
    for (const month of ["long", "short"] as const) {
      const standalone = new Intl.DateTimeFormat(language, { month, timeZone: "UTC" });
      const inDate = new Intl.DateTimeFormat(language, { day: "numeric", month, timeZone: "UTC" });
      for (let m = 0; m < 12; m++) {
        const date = new Date(Date.UTC(2026, m, 15));
        names.add(fold(standalone.format(date).replace(/\.$/, "")));
        for (const part of inDate.formatToParts(date)) {
          if (part.type === "month") names.add(fold(part.value.replace(/\.$/, "")));
        }
      }
    }
  }
  return names;
})();

/** True for a month's name or abbreviation in any language we read ("Juli", "marca", "sept"). */
export function isMonthName(word: string): boolean {
  return MONTHS.has(fold(word.replace(/\.$/, "")));
}
