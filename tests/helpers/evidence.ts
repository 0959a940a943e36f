import type { CompanyEvidence } from "../../src/research/verify/evidence";

/** What the verifier reads of a company: its pages (path → visible text), and no phones. */
export const siteEvidence = (
  texts: Record<string, string>,
  name = "Firma",
  domain = "firma.example",
): CompanyEvidence => ({
  domain,
  companyName: name,
  pages: Object.entries(texts).map(([path, text]) => ({ url: `https://${domain}${path}`, text })),
  phones: [],
});
