import type { Language } from "../../language/stopwords.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";
import { sv } from "./sv.ts";

export type { LanguageTitles, RoleForms } from "./types.ts";

/** The job-title table of each language the engine reads. */
export const JOB_TITLES = { de, fr, it, es, nl, pl, sv, pt, en } as const satisfies Record<
  Language,
  unknown
>;
