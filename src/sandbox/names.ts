import type { Language } from "./corpus.ts";
import type { Rng } from "./prng.ts";

/* Person and company names that sound local, and the ASCII forms used in domains and emails. */

interface NamePool {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
}

const list = (spec: string): string[] => spec.split(",");

const pools: Record<Language, NamePool> = {
  de: {
    male: list("Thomas,Michael,Andreas,Stefan,Jürgen,Markus,Klaus,Matthias,Jörg,Florian"),
    female: list("Sabine,Katrin,Julia,Anja,Petra,Claudia,Monika,Sandra,Birgit,Lena"),
    last: list(
      "Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Koch,Bauer,Richter,Klein,Wolf,Schröder,Neumann,Zimmermann,Krüger,Hofmann,Lehmann,Huber,Gruber,Brunner",
    ),
  },
  fr: {
    male: list("Jean,Pierre,Nicolas,François,Philippe,Laurent,Olivier,Stéphane,Julien,Mathieu"),
    female: list("Marie,Nathalie,Isabelle,Sophie,Céline,Camille,Élodie,Sandrine,Valérie,Claire"),
    last: list(
      "Martin,Bernard,Dubois,Lefèvre,Moreau,Girard,Roux,Fournier,Mercier,Lambert,Bonnet,Fontaine,Chevalier,Rousseau,Gauthier,Perrin,Faure,Lemaître",
    ),
  },
  it: {
    male: list("Marco,Giuseppe,Alessandro,Luca,Francesco,Andrea,Matteo,Stefano,Paolo,Giovanni"),
    female: list("Giulia,Francesca,Chiara,Sara,Valentina,Elena,Federica,Silvia,Laura,Paola"),
    last: list(
      "Rossi,Russo,Ferrari,Esposito,Bianchi,Romano,Colombo,Ricci,Marino,Greco,Bruno,Gallo,Conti,De Luca,Mancini,Costa,Giordano,Lombardi",
    ),
  },
  es: {
    male: list("Antonio,José,Manuel,Javier,David,Carlos,Miguel,Álvaro,Sergio,Pablo"),
    female: list("María,Carmen,Lucía,Laura,Marta,Elena,Cristina,Paula,Isabel,Raquel"),
    last: list(
      "García,Fernández,González,Rodríguez,López,Martínez,Sánchez,Pérez,Gómez,Jiménez,Ruiz,Hernández,Díaz,Moreno,Muñoz,Álvarez,Romero,Navarro",
    ),
  },
  nl: {
    male: list("Jan,Pieter,Daan,Bram,Sander,Thijs,Ruud,Joost,Maarten,Wouter"),
    female: list("Anne,Sanne,Eva,Lotte,Femke,Marieke,Inge,Ilse,Esther,Linda"),
    last: list(
      "de Jong,Jansen,de Vries,van den Berg,van Dijk,Bakker,Visser,Smit,Meijer,de Boer,Mulder,de Groot,Bos,Vos,Peters,Hendriks,Dekker,Brouwer",
    ),
  },
  pl: {
    male: list("Piotr,Krzysztof,Tomasz,Paweł,Michał,Marcin,Jakub,Łukasz,Grzegorz,Andrzej"),
    female: list(
      "Anna,Katarzyna,Małgorzata,Agnieszka,Magdalena,Joanna,Ewa,Monika,Aleksandra,Barbara",
    ),
    last: list(
      "Nowak,Kowalski,Wiśniewski,Wójcik,Kowalczyk,Kamiński,Lewandowski,Zieliński,Szymański,Woźniak,Dąbrowski,Kozłowski,Mazur,Krawczyk",
    ),
  },
  sv: {
    male: list("Erik,Lars,Anders,Johan,Per,Karl,Magnus,Fredrik,Mikael,Henrik"),
    female: list("Anna,Maria,Karin,Sara,Emma,Lena,Ingrid,Sofia,Elin,Johanna"),
    last: list(
      "Andersson,Johansson,Karlsson,Nilsson,Eriksson,Larsson,Olsson,Persson,Svensson,Gustafsson,Pettersson,Lindberg,Lindqvist,Berg,Holm,Sjöberg",
    ),
  },
  en: {
    male: list("James,John,David,Michael,Robert,Richard,Daniel,Mark,Paul,Andrew"),
    female: list("Sarah,Emma,Laura,Rachel,Emily,Jennifer,Rebecca,Claire,Hannah,Olivia"),
    last: list(
      "Smith,Jones,Taylor,Brown,Williams,Wilson,Johnson,Davies,Robinson,Wright,Thompson,Evans,Walker,White,Roberts,Green,Hall,Wood",
    ),
  },
  pt: {
    male: list("João,António,José,Pedro,Rui,Miguel,Tiago,Nuno,Ricardo,Paulo"),
    female: list("Ana,Maria,Sofia,Inês,Catarina,Joana,Marta,Beatriz,Rita,Carla"),
    last: list(
      "Silva,Santos,Ferreira,Pereira,Oliveira,Costa,Rodrigues,Martins,Sousa,Fernandes,Gonçalves,Gomes,Lopes,Marques,Almeida,Ribeiro,Pinto",
    ),
  },
};

export interface PersonName {
  first: string;
  last: string;
  female: boolean;
}

/** A local first and last name; Polish surnames take their feminine ending. */
export function personName(rng: Rng, language: Language): PersonName {
  const pool = pools[language];
  const female = rng.chance(0.4);
  const first = rng.pick(female ? pool.female : pool.male);
  let last = rng.pick(pool.last);
  if (language === "pl" && female && /[sc]ki$/.test(last)) last = `${last.slice(0, -1)}a`;
  return { first, last, female };
}

/** A surname alone, for company names ("Müller Pumpentechnik GmbH"). */
export function surname(rng: Rng, language: Language): string {
  const last = rng.pick(pools[language].last);
  return last.charAt(0).toUpperCase() + last.slice(1);
}

const GERMAN_FOLDS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Lowercase ASCII as a local would type it in a domain or email ("Müller" → "mueller"). */
export function asciiFold(text: string, language: Language): string {
  let lower = text.toLowerCase();
  if (language === "de") lower = lower.replace(/[äöüß]/g, (ch) => GERMAN_FOLDS[ch] ?? ch);
  return lower
    .replace(/ł/g, "l")
    .replace(/ø/g, "o")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** A domain label: ASCII letters, digits and single hyphens. */
export function slugify(text: string, language: Language): string {
  return asciiFold(text, language)
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A company name in the local style: "{surname} {stem}", "{stem} {surname}", "{stem} {city}". */
export function companyName(
  rng: Rng,
  language: Language,
  stem: string,
  city: string,
  legalForm: string,
): { name: string; base: string } {
  const last = surname(rng, language);
  const stemFirst =
    language === "fr" || language === "it" || language === "es" || language === "pt";
  const patterns = stemFirst
    ? [
        `${stem} ${last}`,
        `${stem} ${last}`,
        `${stem} ${city}`,
        `${last} & ${surname(rng, language)}`,
      ]
    : [
        `${last} ${stem}`,
        `${last} ${stem}`,
        `${stem} ${city}`,
        `${last} & ${surname(rng, language)}`,
      ];
  const base = rng.pick(patterns);
  return { name: `${base} ${legalForm}`, base };
}
