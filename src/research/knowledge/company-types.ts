import { fold } from "../language/fold.ts";
import { type CompanyKind, TYPE_CUES } from "./type-cues.ts";

/*
 * The kinds of company a profile can ask for, read from the profile's own wording in any of the
 * languages we read ("Manufacturers", "Großhändler", "service companies", "fabricants"), and
 * which kinds satisfy which: a wholesaler is a distributor to a buyer, and an importer too.
 */

export type { CompanyKind } from "./type-cues.ts";

export const companyKinds: readonly CompanyKind[] = [
  "manufacturer",
  "distributor",
  "wholesaler",
  "service company",
  "retailer",
  "importer",
  "agent",
];

const KIND_WORDS: [CompanyKind, RegExp][] = [
  ["agent", /\bagents?\b|representative|handelsvertret|rappresentant|representante|agente/],
  ["importer", /import/],
  ["wholesaler", /wholesal|grosshand|grossist|mayorist|ingrosso|groothandel|hurtown|atacad/],
  ["distributor", /distribut|dystrybut|vertrieb|reseller|dealer|handler\b|distribuid/],
  [
    "manufacturer",
    /manufactur|\bmakers?\b|\bproducers?\b|hersteller|fabricant|fabbricant|produttor|fabrikant|producent|tillverk|produtor|productor|fabricante/,
  ],
  [
    "service company",
    /servic|install|mainten|wartung|dienstleist|agency|consult|clinic|laborator|logistic|law firm|prestataire|uslug|tjanst/,
  ],
  [
    "retailer",
    /retail|\bshops?\b|\bstores?\b|einzelhand|detaillant|dettagli|minorist|detalj|varej/,
  ],
];

/** Profile wording → a kind: "Manufacturers", "distributor", "Service companies", "Großhandel". */
export function kindOf(companyType: string): CompanyKind | undefined {
  const folded = fold(companyType.trim());
  const byWord = KIND_WORDS.find(([, pattern]) => pattern.test(folded))?.[0];
  if (byWord) return byWord;
  return companyKinds.find((kind) =>
    TYPE_CUES[kind].role.some((cue) => folded.includes(cue.replace(/\*$/, ""))),
  );
}

/** The kinds whose claim satisfies a wanted kind: a wholesaler or an importer distributes. */
export function kindsSatisfying(wanted: CompanyKind): CompanyKind[] {
  switch (wanted) {
    case "distributor":
      return ["distributor", "wholesaler", "importer"];
    case "wholesaler":
      return ["wholesaler", "distributor"];
    default:
      return [wanted];
  }
}

/** Kinds that sell what others make: a claim of one of them undoes a claim of making. */
export const RESELLING_KINDS: readonly CompanyKind[] = [
  "distributor",
  "wholesaler",
  "importer",
  "agent",
];
