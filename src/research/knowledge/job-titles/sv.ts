import type { LanguageTitles } from "./types.ts";

/*
 * Swedish job titles (Sweden and Finland). Titles are one word for both genders and take a
 * definite ending in a sentence ("vd:n", "inköpschefen"): read through the stemmer.
 */
export const sv = {
  roles: {
    CEO: {
      titles: ["Verkställande direktör", "Koncernchef"],
      abbreviations: ["VD"],
    },
    "Sales Director": {
      titles: [
        "Försäljningschef",
        "Försäljningsdirektör",
        "Säljchef",
        "Exportchef",
        "Kommersiell chef",
      ],
      fields: ["försäljning", "sälj", "export"],
      compounds: ["Försäljnings", "Sälj", "Export"],
    },
    "Purchase Director": {
      titles: ["Inköpschef", "Inköpare"],
      fields: ["inköp"],
      compounds: ["Inköps"],
    },
    "Marketing Manager": {
      titles: ["Marknadschef"],
      fields: ["marknad", "marknadsföring", "marketing"],
      compounds: ["Marknads", "Marketing"],
    },
    CTO: {
      titles: ["Teknisk chef", "Teknisk direktör", "Teknikchef", "IT-chef"],
      fields: ["IT", "teknik"],
    },
    CFO: {
      titles: ["Ekonomichef", "Finanschef", "Ekonomidirektör", "Controller"],
      fields: ["ekonomi", "finans"],
      compounds: ["Ekonomi", "Finans"],
    },
    "Operations Manager": {
      titles: ["Driftchef", "Fabrikschef", "Verksamhetschef", "Platschef"],
      fields: ["drift", "produktion", "verksamhet"],
      compounds: ["Drift", "Fabriks", "Produktions", "Verksamhets", "Filial"],
    },
    "HR Manager": {
      titles: ["HR-chef", "Personalchef"],
      fields: ["HR", "personal"],
      compounds: ["Personal"],
    },
    "Business Development Manager": {
      titles: ["Affärsutvecklare", "Affärsutvecklingschef"],
      fields: ["affärsutveckling"],
      compounds: ["Affärsutvecklings"],
    },
    Owner: {
      titles: ["Ägare", "Grundare", "Medgrundare", "Grundarna", "Medägare", "Innehavare"],
    },
  },
  headsBefore: ["Chef för", "Ansvarig för", "Direktör för", "Head of"],
  headsAfter: ["chef", "ansvarig"],
  compoundHeads: ["chef", "direktör", "ansvarig", "ledare"],
  connectors: ["för"],
  aloneOnly: {
    "Verkställande direktör": "CEO",
    Direktör: "CEO",
    Delägare: "Owner",
    Partner: "Owner",
  },
  subordinate: [
    "assistent",
    "sekreterare",
    "praktikant",
    "trainee",
    "biträdande",
    "ställföreträdande",
    "vice",
    "vicepresident",
    "souschef",
  ],
  past: ["tidigare", "fd", "f.d.", "förre", "före detta"],
  headings: ["team", "teamet", "vårt", "våra", "kontakt", "medarbetare", "karriär"],
  otherTitles: [
    "chef",
    "direktör",
    "säljare",
    "rådgivare",
    "ansvarig",
    "ingenjör",
    "tekniker",
    "konsult",
    "ekonom",
    "handläggare",
    "samordnare",
    "montör",
    "arkitekt",
    "advokat",
    "revisor",
    "utvecklare",
    "programmerare",
    "designer",
    "psykolog",
    "apotekare",
    "läkare",
    "utbildare",
    "projektledare",
    "inköpare",
    "förman",
    "arbetsledare",
  ],
  jobEndings: ["chef", "ansvarig", "ledare", "direktör", "säljare"],
  inflects: true,
} as const satisfies LanguageTitles;
