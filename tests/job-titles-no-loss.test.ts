import { describe, expect, test } from "bun:test";
import {
  decisionMakerCatalogue,
  type PrimaryTitle,
  primaryTitles,
} from "../src/research/decision-makers.ts";
import { looksLikeTitle, matchTitle } from "../src/research/extractor/titles.ts";

/*
 * No loss in the move to knowledge/job-titles/: every form the old per-primary list
 * (extractor/title-variants.ts, deleted) matched, with the German "-in" feminines it generated,
 * still maps to the same primary title. The list is kept here as it stood.
 */

const list = (...languages: string[]): string[] =>
  languages.flatMap((spec) => spec.split("|").map((title) => title.trim())).filter(Boolean);

const OLD_VARIANTS: Record<PrimaryTitle, string[]> = {
  CEO: list(
    "CEO|Chief Executive|MD|Managing Partner|Chairman and CEO|President and CEO",
    `Geschäftsführer|Geschaeftsfuehrer|Geschäftsführung|Geschäftsführender Gesellschafter|
     Geschäftsführende Gesellschafterin|GF|Vorstand|Vorständin|Vorstandsvorsitzender|Vorstandsvorsitzende|
     Vorsitzender des Vorstands|Vorsitzende des Vorstands|Alleinvorstand`,
    `Directeur général|Directrice générale|DG|PDG|Président-directeur général|Présidente-directrice générale|
     Gérant|Gérante|Administrateur délégué|Administratrice déléguée`,
    `Amministratore delegato|Amministratrice delegata|Amministratore unico|Amministratrice unica|AD|
     Direttore generale|Direttrice generale`,
    `Director general|Directora general|Consejero delegado|Consejera delegada|Gerente general|
     Administrador único|Administradora única`,
    `Algemeen directeur|Algemeen directrice|Directeur-eigenaar|Directrice-eigenares|Zaakvoerder|
     Zaakvoerster|Bestuurder|Gedelegeerd bestuurder|Statutair directeur`,
    "Prezes zarządu|Prezeska zarządu|Prezes|Prezeska|Dyrektor generalny|Dyrektorka generalna",
    "VD|Verkställande direktör",
    "Diretor-geral|Diretora-geral|Diretor geral|Diretora geral|Sócio-gerente|Sócia-gerente",
  ),
  "Sales Director": list(
    "Director of Sales|Chief Sales Officer|CSO|Export Manager|Head of Export|Sales Director",
    `Vertriebsleiter|Vertriebsleitung|Leiter Vertrieb|Leiter des Vertriebs|Leitung Vertrieb|Vertriebsdirektor|
     Exportleiter|Leiter Export|Verkaufsleiter|Leiter Verkauf`,
    `Directeur commercial|Directrice commerciale|Responsable commercial|Responsable commerciale|
     Directeur export|Directrice export|Directeur des ventes|Directrice des ventes`,
    `Direttore commerciale|Direttrice commerciale|Responsabile commerciale|Responsabile vendite|
     Direttore vendite|Responsabile export|Export manager`,
    "Director comercial|Directora comercial|Jefe de ventas|Jefa de ventas|Gerente de ventas|Gerente comercial",
    "Commercieel directeur|Commercieel directrice|Commercieel manager|Salesmanager|Verkoopleider|Hoofd verkoop",
    "Dyrektor sprzedaży|Dyrektorka sprzedaży|Dyrektor handlowy|Dyrektorka handlowa|Kierownik sprzedaży",
    "Försäljningschef|Försäljningsdirektör|Säljchef|Exportchef",
    "Diretor comercial|Diretora comercial|Diretor de vendas|Diretora de vendas",
  ),
  "Purchase Director": list(
    `Purchasing Manager|Purchasing Director|Head of Purchasing|Head of Procurement|Procurement Director|
     Chief Procurement Officer`,
    "Einkaufsleiter|Leiter Einkauf|Leiter des Einkaufs|Leitung Einkauf|Einkäufer|Einkaufsleitung",
    `Responsable des achats|Responsable achats|Directeur des achats|Directrice des achats|Acheteur|Acheteuse`,
    "Responsabile acquisti|Responsabile degli acquisti|Direttore acquisti|Direttrice acquisti|Buyer",
    "Director de compras|Directora de compras|Jefe de compras|Jefa de compras|Responsable de compras",
    "Inkoopmanager|Inkoopdirecteur|Hoofd inkoop|Inkoper",
    "Dyrektor zakupów|Dyrektorka zakupów|Kierownik zakupów|Kierowniczka zakupów",
    "Inköpschef|Inköpare",
    "Diretor de compras|Diretora de compras",
  ),
  "Marketing Manager": list(
    "CMO|Chief Marketing Officer",
    "Marketingleiter|Leiter Marketing|Leitung Marketing",
    "Responsable marketing|Directeur marketing|Directrice marketing",
    "Responsabile marketing|Direttore marketing|Direttrice marketing",
    "Director de marketing|Directora de marketing|Jefe de marketing|Jefa de marketing",
    "Marketingmanager|Hoofd marketing",
    "Dyrektor marketingu|Dyrektorka marketingu",
    "Marknadschef",
    "Diretor de marketing|Diretora de marketing",
  ),
  CTO: list(
    "Head of Technology|Head of Engineering",
    "Technischer Leiter|Technische Leiterin|Leiter Technik|Technischer Geschäftsführer|IT-Leiter|Leiter IT",
    "Directeur technique|Directrice technique",
    "Direttore tecnico|Direttrice tecnica|Responsabile tecnico",
    "Director técnico|Directora técnica",
    "Technisch directeur",
    "Dyrektor techniczny|Dyrektorka techniczna",
    "Teknisk chef|Teknisk direktör|Teknikchef",
    "Diretor técnico|Diretora técnica",
  ),
  CFO: list(
    "Financial Controller",
    // Prokura, the commercial power of attorney, is what a Mittelstand firm gives the head of its
    // finance and administration, the kaufmännische Leitung, beside the Geschäftsführer.
    `Finanzleiter|Leiter Finanzen|Kaufmännischer Leiter|Kaufmännische Leiterin|Kaufmännischer Geschäftsführer|
     Finanzvorstand|Prokurist|Prokuristin|Gesamtprokurist|Gesamtprokuristin`,
    "Directeur financier|Directrice financière|DAF|Responsable financier|Responsable financière",
    "Direttore finanziario|Direttrice finanziaria",
    "Director financiero|Directora financiera",
    "Financieel directeur",
    "Dyrektor finansowy|Dyrektorka finansowa",
    "Ekonomichef|Finanschef",
    "Diretor financeiro|Diretora financeira",
  ),
  "Operations Manager": list(
    "Chief Operating Officer|Head of Operations",
    "Betriebsleiter|Werksleiter|Produktionsleiter|Niederlassungsleiter|Filialleiter",
    `Directeur des opérations|Directrice des opérations|Directeur d'usine|Directrice d'usine|
     Directeur de site|Directrice de site`,
    "Direttore operativo|Direttrice operativa|Direttore di stabilimento",
    `Director de operaciones|Directora de operaciones|Jefe de operaciones|Jefa de operaciones|
     Director de planta|Directora de planta|Jefe de planta|Jefa de planta`,
    "Operationeel directeur|Bedrijfsleider|Vestigingsmanager",
    "Dyrektor operacyjny|Dyrektorka operacyjna",
    "Driftchef|Fabrikschef",
    "Diretor de operações|Diretora de operações",
  ),
  "HR Manager": list(
    "Human Resources Director|Head of People|CHRO",
    "Personalleiter|Leiter Personal|Personalchef|Leiter Human Resources",
    `DRH|Directeur des ressources humaines|Directrice des ressources humaines|Responsable RH|
     Responsable des ressources humaines`,
    "Responsabile risorse umane|Responsabile delle risorse umane|Direttore risorse umane",
    "Director de recursos humanos|Directora de recursos humanos|Jefe de recursos humanos",
    "Personeelsmanager|Hoofd HR|HR-Manager",
    "Dyrektor personalny|Dyrektorka personalna",
    "HR-chef|Personalchef",
    "Diretor de recursos humanos|Diretora de recursos humanos",
  ),
  "Business Development Manager": list(
    "Business Developer|Business Development Director|Head of Business Development",
    "Director of Business Development",
    "Geschäftsentwicklung|Leiter Geschäftsentwicklung",
    "Responsable développement commercial",
    "Responsabile sviluppo commerciale",
    "Director de desarrollo de negocio",
  ),
  Owner: list(
    "Owner|Co-owner|Cofounder",
    "Inhaber|Geschäftsinhaber|Gründer|Gruender|Gründerin|Mitgründer|Mitgründerin|Firmengründer|Mitinhaber",
    "Fondateur|Fondatrice|Cofondateur|Cofondatrice|Propriétaire|Gérant|Gérante|Président|Présidente",
    "Titolare|Fondatore|Fondatrice|Cofondatore|Proprietario|Proprietaria|Presidente",
    "Propietario|Propietaria|Fundador|Fundadora|Cofundador|Cofundadora|Presidenta",
    "Eigenaar|Eigenares|Eigenaresse|Oprichter|Oprichtster|Mede-eigenaar",
    "Właściciel|Właścicielka|Założyciel|Założycielka|Współwłaściciel",
    "Ägare|Grundare|Medgrundare|Grundarna",
    "Proprietária|Proprietário|Fundadora|Sócio fundador|Sócia fundadora",
  ),
};

/**
 * The old matcher added "-in" to every language's "-er"/"-or" titles; on French, Spanish and
 * Portuguese ones that made no word anyone prints, and those are not kept.
 */
const NOT_WORDS = new Set([
  "Directeur financierin",
  "Responsable financierin",
  "Fundadorin",
  "Cofundadorin",
  "Sócio fundadorin",
]);

/** The feminines the old matcher generated: "-er"/"-or" + "in", "Leiter X" → "Leiterin X". */
function oldFeminines(title: string): string[] {
  const words = title.split(/\s+/);
  const last = words[words.length - 1] ?? "";
  const out: string[] = [];
  if (/(er|or)$/.test(last) && last.length > 4)
    out.push([...words.slice(0, -1), `${last}in`].join(" "));
  if (words.length > 1 && words[0] === "Leiter")
    out.push(["Leiterin", ...words.slice(1)].join(" "));
  return out.filter((form) => !NOT_WORDS.has(form));
}

describe("every title the old list matched still maps to its primary title", () => {
  for (const primary of primaryTitles) {
    test(primary, () => {
      const titles = [primary, ...decisionMakerCatalogue[primary], ...OLD_VARIANTS[primary]];
      const lost = titles
        .flatMap((title) => [title, ...oldFeminines(title)])
        .filter((title) => !matchTitle(title)?.primaries.includes(primary as PrimaryTitle));
      expect(lost).toEqual([]);
      for (const title of titles) expect(looksLikeTitle(title)).toBe(true);
    });
  }
});
