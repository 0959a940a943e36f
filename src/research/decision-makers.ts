/** The decision-maker catalogue of spec §3: each primary title with its variants. */
export const decisionMakerCatalogue = {
  CEO: ["Chief Executive Officer", "Managing Director", "General Manager", "Executive Director"],
  "Sales Director": ["Sales Manager", "Head of Sales", "VP Sales", "Sales Executive"],
  "Purchase Director": ["Purchase Manager", "Supply Chain Manager", "Procurement Manager", "Buyer"],
  "Marketing Manager": [
    "Marketing Director",
    "Head of Marketing",
    "VP Marketing",
    "Marketing Executive",
  ],
  CTO: ["Chief Technology Officer", "IT Director", "Technical Director", "Head of IT"],
  CFO: ["Chief Financial Officer", "Finance Director", "Finance Manager", "Controller"],
  "Operations Manager": ["COO", "Operations Director", "Plant Manager", "Branch Manager"],
  "HR Manager": [
    "HR Director",
    "Human Resources Manager",
    "People Operations Manager",
    "Head of HR",
  ],
  "Business Development Manager": [
    "BD Manager",
    "Partnership Manager",
    "Growth Manager",
    "Expansion Manager",
  ],
  Owner: ["Founder", "Co-Founder", "President", "Proprietor"],
} as const satisfies Record<string, readonly string[]>;

export type PrimaryTitle = keyof typeof decisionMakerCatalogue;

/** Accepted besides the catalogue: the user wants whoever decides. */
export const OTHER_DECISION_MAKER = "Other";

export const primaryTitles = Object.keys(decisionMakerCatalogue) as PrimaryTitle[];

const allTitles = new Set<string>([
  ...primaryTitles,
  ...Object.values(decisionMakerCatalogue).flat(),
  OTHER_DECISION_MAKER,
]);

/**
 * The title a project looks for: the catalogue entry it chose, or for 'Other' the title the
 * user typed ("Head of Quality"); 'Other' alone means whoever decides.
 */
export function wantedTitle(project: {
  decisionMaker: string;
  decisionMakerTitle?: string | null;
}): string {
  const typed = project.decisionMakerTitle?.trim();
  return project.decisionMaker === OTHER_DECISION_MAKER && typed ? typed : project.decisionMaker;
}

/** Every title a project may ask for, in catalogue order: what the API documents as allowed. */
export const knownDecisionMakers: readonly string[] = [...allTitles];

/** True for a primary title, one of its variants, or 'Other' (exact spelling). */
export function isKnownDecisionMaker(title: string): boolean {
  return allTitles.has(title);
}

/** The primary title a catalogue entry belongs to ('Other' for 'Other'); undefined if unknown. */
export function primaryTitleOf(
  title: string,
): PrimaryTitle | typeof OTHER_DECISION_MAKER | undefined {
  if (title === OTHER_DECISION_MAKER) return OTHER_DECISION_MAKER;
  for (const primary of primaryTitles) {
    if (
      primary === title ||
      (decisionMakerCatalogue[primary] as readonly string[]).includes(title)
    ) {
      return primary;
    }
  }
  return undefined;
}
