import type { z } from "zod";
import { type CreateProjectInput, createProjectInput } from "../projects/schemas.ts";

/*
 * Research profiles for benchmarking the engine on the default generated corpus
 * (generateCorpus({ seed: 1 }), 3000 companies). Chosen so that each has 8 to 45 matching
 * companies (matchesProfile), across six countries and languages and the company types where
 * the engine is most often wrong: makers, resellers that read like makers, and service firms.
 * Matches on that corpus: 14, 11 (15 before the exclusion), 9, 10, 12, 15. Decision makers are
 * ones the sites mostly name (a head, a catalogue variant, "Other"), so contact recall is
 * measured on most matches; the last asks for a sales director, whom few sites name.
 */

const profiles: z.input<typeof createProjectInput>[] = [
  {
    name: "German software consultancies",
    country: "Germany",
    companyType: "service company",
    productsServices: "software consulting",
    keywords: "ERP, cloud migration, Softwareentwicklung",
    decisionMaker: "CEO",
    companyCount: 10,
  },
  {
    name: "Italian chemical and textile makers, no workwear",
    country: "Italy",
    companyType: "manufacturer",
    productsServices: "chemicals, textiles",
    keywords: "adesivi, tessuti tecnici",
    decisionMaker: "Managing Director",
    companyCount: 10,
    exclusions: "workwear",
  },
  {
    name: "Service firms in Madrid",
    country: "Spain",
    city: "Madrid",
    companyType: "service company",
    productsServices: "logistics, software consulting, solar installation",
    decisionMaker: "Owner",
    companyCount: 8,
  },
  {
    name: "Polish chemicals distributors",
    country: "Poland",
    companyType: "distributor",
    productsServices: "chemicals, cleaning agents",
    keywords: "chemia przemysłowa",
    decisionMaker: "Other",
    companyCount: 10,
  },
  {
    name: "Dutch printing houses",
    country: "Netherlands",
    companyType: "manufacturer",
    productsServices: "printing, labels",
    keywords: "drukkerij",
    decisionMaker: "Owner",
    companyCount: 12,
  },
  {
    name: "French textile and cosmetics makers",
    country: "France",
    companyType: "manufacturer",
    productsServices: "textiles, cosmetics",
    decisionMaker: "Sales Director",
    companyCount: 15,
  },
];

/** The benchmark's research profiles, as the creation form would submit them. */
export const benchmarkProfiles: readonly CreateProjectInput[] = profiles.map((p) =>
  createProjectInput.parse(p),
);
