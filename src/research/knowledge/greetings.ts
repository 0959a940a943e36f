/*
 * How a home page greets its visitor, per language: "Welcome to Acme", "Witamy w Mazur Meble",
 * "Herzlich willkommen bei der Muster GmbH". The greeting is the page talking, not part of the
 * company's name, so it is cut off wherever a name is read from a heading or a title.
 * Each entry is the greeting word(s) and the prepositions/articles that may follow it.
 */

interface Greeting {
  /** The greeting itself, as a regex source (case-insensitive). */
  words: string;
  /** What may stand between the greeting and the name ("to", "bei der", "chez"). */
  links: string[];
}

export const GREETINGS: Record<string, Greeting> = {
  en: { words: "welcome", links: ["to the website of", "to the home of", "to", "at"] },
  de: {
    words: "(?:herzlich\\s+)?willkommen",
    links: [
      "auf der website von",
      "bei der",
      "bei den",
      "bei",
      "im",
      "in der",
      "in",
      "auf",
      "zur",
      "zum",
    ],
  },
  fr: {
    words: "bienvenue",
    links: ["sur le site de", "chez", "à la", "au", "aux", "à", "sur", "dans", "a"],
  },
  it: {
    words: "benvenut[oaie]",
    links: ["nel sito di", "sul sito di", "in", "da", "nella", "nel", "alla", "al", "a", "presso"],
  },
  es: {
    words: "bienvenid[oa]s?",
    links: ["a la web de", "al sitio de", "a", "al", "en"],
  },
  nl: { words: "welkom", links: ["bij", "op de website van", "op", "in"] },
  pl: { words: "witamy|witaj(?:cie)?", links: ["na stronie", "w", "we", "u"] },
  sv: { words: "välkommen|valkommen", links: ["till", "hos"] },
  pt: {
    words: "bem[-\\s]vind[oa]s?",
    links: ["ao site da", "ao site do", "à", "ao", "a", "na", "no"],
  },
};

const escapeLink = (link: string) => link.replace(/\s+/g, "\\s+");

/**
 * "Welcome to " and its kin at the start of a text: the greeting, then its link words or a stop
 * ("Willkommen! …", "Welcome – …"). Bare "Welcome Home Interiors" is a name, not a greeting.
 */
const GREETING_LEAD = new RegExp(
  `^(?:${Object.values(GREETINGS)
    .map(
      (g) =>
        `(?:${g.words})(?:\\s+(?:${[...g.links]
          .sort((a, b) => b.length - a.length)
          .map(escapeLink)
          .join("|")})\\s+|\\s*[,:!–—-]+\\s*)`,
    )
    .join("|")})`,
  "iu",
);

/**
 * A name with the page's greeting cut off: "Witamy w Mazur Meble sp. z o.o." → "Mazur Meble sp.
 * z o.o."; a trailing "!" goes too. A text that is a greeting and nothing else yields "".
 */
export function withoutGreeting(text: string): string {
  const trimmed = text.trim();
  const cut = trimmed.replace(GREETING_LEAD, "");
  if (cut === trimmed) return trimmed;
  return cut.replace(/\s*!+$/u, "").trim();
}
