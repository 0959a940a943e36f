import { fold } from "../language/fold.ts";

/*
 * Text on a page that speaks to a language model rather than to a visitor: telling it to
 * disregard what it was told, or naming its instructions, prompt or role, in de, fr, it, es, nl,
 * pl, sv, pt and en. Pages are data and such text is never obeyed; a value the model reports from
 * it (a person "reported as CEO" by an injected sentence) is not taken either. Folded words; a
 * trailing "*" matches any ending. Verbs of other meanings are not listed ("vergessen Sie nicht").
 */

/** Verbs that tell a reader to disregard what it was told: "Ignore ...", "Negeer ...". */
const DISREGARD = `
  ignore ignores ignored ignoring disregard* ignorieren ignoriere ignoriert ignorier ignorez ignorer
  oubliez ignora ignorate dimentica dimenticate ignorar ignorad olvida olvide negeer negeren
  zignoruj zignorujcie ignoruj ignorujcie ignorera bortse esqueca esquecam
`;

/** Words that name a model's instructions or role: "previous instructions", "system prompt". */
const MODEL_WORDS = `
  instruction* instruccion* instrucao instrucoes istruzion* anweisung* instructie* instrukcj*
  instruktion* prompt* llm chatgpt sprachmodell*
`;

function cuePattern(list: string): string {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((cue) => (cue.endsWith("*") ? `${cue.slice(0, -1)}[a-z]*` : cue))
    .join("|");
}

const CUES = new RegExp(
  `(?:^|[^a-z])(?:${cuePattern(DISREGARD)}|${cuePattern(MODEL_WORDS)})(?![a-z])`,
);
/** A line posing as a chat role: "SYSTEM: ...", "Assistant: ...". */
const ROLE_LABEL = /^\s*(?:system|assistant|developer|user)\s*:/;
/** "language model", "modèle de langage", "modello linguistico", "modelo de lenguaje", "taalmodel". */
const LANGUAGE_MODEL =
  /language model|modele de langage|modello (?:linguistico|di linguaggio)|modelo de (?:lenguaje|linguagem)|taalmodel|model jezykowy|sprakmodell/;

/** Whether a text addresses a language model with instructions instead of telling a visitor something. */
export function isInstructionLike(text: string): boolean {
  const folded = fold(text);
  return CUES.test(folded) || ROLE_LABEL.test(folded) || LANGUAGE_MODEL.test(folded);
}
