import { createRequire } from "node:module";
import { faker as de } from "@faker-js/faker/locale/de";
import { faker as deAT } from "@faker-js/faker/locale/de_AT";
import { faker as deCH } from "@faker-js/faker/locale/de_CH";
import { faker as en } from "@faker-js/faker/locale/en";
import { faker as enAU } from "@faker-js/faker/locale/en_AU";
import { faker as enCA } from "@faker-js/faker/locale/en_CA";
import { faker as enGB } from "@faker-js/faker/locale/en_GB";
import { faker as enIE } from "@faker-js/faker/locale/en_IE";
import { faker as enUS } from "@faker-js/faker/locale/en_US";
import { faker as es } from "@faker-js/faker/locale/es";
import { faker as esMX } from "@faker-js/faker/locale/es_MX";
import { faker as fr } from "@faker-js/faker/locale/fr";
import { faker as frBE } from "@faker-js/faker/locale/fr_BE";
import { faker as frCA } from "@faker-js/faker/locale/fr_CA";
import { faker as frCH } from "@faker-js/faker/locale/fr_CH";
import { faker as it } from "@faker-js/faker/locale/it";
import { faker as nl } from "@faker-js/faker/locale/nl";
import { faker as nlBE } from "@faker-js/faker/locale/nl_BE";
import { faker as pl } from "@faker-js/faker/locale/pl";
import { faker as ptBR } from "@faker-js/faker/locale/pt_BR";
import { faker as ptPT } from "@faker-js/faker/locale/pt_PT";
import { faker as sv } from "@faker-js/faker/locale/sv";

/*
 * The faker locales of the nine languages the engine reads: their people (given and family names)
 * and their places (cities, countries, streets) are maintained lists, read by given-names.ts,
 * surnames.ts and place-names.ts.
 */

/** The nine languages, with the regional lists that add common names (Klaus, Jörg, Mathieu). */
export const NAME_LOCALES = [
  ...[en, enGB, enUS, enAU, enCA, enIE],
  ...[de, deAT, deCH],
  ...[fr, frBE, frCA, frCH],
  it,
  ...[es, esMX],
  ...[nl, nlBE],
  pl,
  sv,
  ...[ptPT, ptBR],
];

/** The name lists of a faker locale. */
export type NameDefinitions = {
  person?: {
    first_name?: Record<string, readonly string[] | undefined>;
    last_name?: Record<string, readonly string[] | undefined>;
  };
};

/** Latin-script faker locales of communities settled in the nine countries. */
const COMMUNITIES = [
  "tr",
  "ro",
  "hr",
  "sr_RS_latin",
  "fi",
  "da",
  "nb_NO",
  "cs_CZ",
  "sk",
  "en_GH",
  "en_NG",
  "yo_NG",
  "fr_SN",
  "en_IN",
  "id_ID",
  "vi",
];

let communities: NameDefinitions[] | undefined;

/**
 * The name lists of those communities, loaded on first use: they cost about 100 ms, and most
 * pages never need them.
 */
export function communityLocales(): NameDefinitions[] {
  const load = createRequire(import.meta.url);
  communities ??= COMMUNITIES.flatMap((locale) => {
    try {
      return [load(`@faker-js/faker/locale/${locale}`).faker.rawDefinitions as NameDefinitions];
    } catch {
      return [];
    }
  });
  return communities;
}
