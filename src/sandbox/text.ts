/* Folding and tokenizing shared by the search index and the ground-truth rules: the engine's own. */
export { fold, significantTokens, tokenize } from "../research/language/fold.ts";
