/*
 * "Ourselves" in the nine languages, the word that stresses who does a thing: "nous torréfions
 * nous-mêmes", "wir rösten selbst", "wij branden zelf", "vi rostar själva", "lo facciamo noi
 * stessi", "nosotros mismos", "nós mesmos", "sami". Folded; the pronoun before "mêmes",
 * "stessi", "mismos", "mesmos" is a word of its own.
 */
export const EMPHATIC_SELF: ReadonlySet<string> = new Set([
  "selbst",
  "selber",
  "memes",
  "meme",
  "stessi",
  "nosotros",
  "mismos",
  "mesmos",
  "zelf",
  "sami",
  "samodzielnie",
  "sjalva",
  "proprios",
  "ourselves",
  "itself",
]);
