/*
 * The shape of one language's job-title table. Each table maps the decision-maker catalogue's
 * ten roles (its primary titles, by their English names) to the forms a site in that language
 * prints, and lists the words that make a text a title of no role, or someone else's. Titles
 * are written as printed; the matcher folds case and diacritics, skips the language's
 * connectors ("des", "di", "ds."), reads inflected forms through the language's stemmer and
 * adds the German "-in" feminine of "-er"/"-or" titles, so a table lists each form once.
 */

/** One role's forms in one language. */
export interface RoleForms {
  /** Masculine and feminine titles as printed: "Directeur général", "Directrice générale". */
  titles: readonly string[];
  /** Abbreviations as printed on imprints and team pages: "PDG", "GF", "VD". */
  abbreviations?: readonly string[];
  /** The role's field, joined to the language's heads: "achats" → "Responsable des achats". */
  fields?: readonly string[];
  /** Openings of one-word compounds, joined to the compound heads: "Einkaufs" → "Einkaufsleiter". */
  compounds?: readonly string[];
  /** Forms of one region, by country code: Swiss "Geschäftsleiter", Brazilian "Diretor-presidente". */
  regional?: Readonly<Record<string, readonly string[]>>;
  /**
   * Nouns of the office itself, not of its holder: "direction générale", "presidencia",
   * "prezesura". Never read as a person's title; a sentence says someone takes one up.
   */
  offices?: readonly string[];
}

/** Everything the title matcher knows of one language. */
export interface LanguageTitles {
  /** The catalogue's roles, by primary title, with their forms. */
  roles: Readonly<Record<string, RoleForms>>;
  /** Heads written before a field, with its connector: "Responsable des", "Head of", "Leiter". */
  headsBefore: readonly string[];
  /** Heads written after a field: "Sales Director", "Teknisk chef". */
  headsAfter?: readonly string[];
  /** Heads written around a field: "Chief … Officer" in "Chief Human Resources Officer". */
  headsAround?: readonly (readonly [string, string])[];
  /** Heads that end a one-word compound: "leiter" in "Einkaufsleiter". */
  compoundHeads?: readonly string[];
  /** Words that may stand between a head and its field and are skipped: "des", "di", "ds". */
  connectors: readonly string[];
  /** Titles that name a top role only when they stand alone: "Directeur", "Partner". */
  aloneOnly: Readonly<Record<string, string>>;
  /** Words that make a title someone else's: assistant, deputy, trainee, vice. */
  subordinate: readonly string[];
  /**
   * Words for a member of a body: the head's title after them is the body's, not the person's
   * ("Mitglied der Geschäftsleitung", "member of the board"). A title before them stays.
   */
  members?: readonly string[];
  /**
   * Words of a board member who runs nothing: a "non-executive director", an "onafhankelijk
   * bestuurder" or an "administrateur indépendant" holds no role of the firm's management.
   */
  nonExecutive: readonly string[];
  /** Words that make a title a past one: former, ex. */
  past: readonly string[];
  /** Words of headings over lists of people, never a title: "team", "our". */
  headings: readonly string[];
  /**
   * Job words of titles outside the catalogue, shown as printed: "Estimator", "Referent". Never a
   * common surname ("Kaufmann", "Meister") nor an English word of another sense ("Arts"): a name
   * holding a job word is read as a title, not a name. Every word of an entry counts as a job
   * word, so an entry is best one word: "Revisor oficial de contas" would make "de" one.
   */
  otherTitles: readonly string[];
  /** Endings of one-word compound titles outside the catalogue: "Projektleiter", "Kundansvarig". */
  jobEndings?: readonly string[];
  /** Office nouns that take a role's field: "direction" → "direction commerciale". */
  officeHeads?: readonly string[];
  /** Nouns of a post held, before a title or ending a compound: "poste de", "stanowisko", "-posten". */
  posts?: readonly string[];
  /** Whether titles inflect (case, definite article): read them through the stemmer. */
  inflects: boolean;
}
