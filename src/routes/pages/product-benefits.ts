/**
 * What the product does, as the public pages say it: the landing page's full line and the sign-in
 * panel's short one under the same four titles.
 */
export const productBenefits = [
  {
    title: "AI-generated targeted search queries",
    full: "Describe your ideal customer; the assistant plans the searches in English and the local language.",
    short: "Describe your ideal customer; the assistant plans the searches.",
  },
  {
    title: "Automatic contact extraction",
    full: "Decision makers, emails and phones read from each company's own pages, with the page they came from.",
    short: "Decision makers, emails and phones from each company's site.",
  },
  {
    title: "Verification against your ideal customer profile",
    full: "Every company is checked against your criteria, with the reason it was accepted or rejected.",
    short: "Every company is checked against your criteria.",
  },
  {
    title: "Excel export",
    full: "Download your accepted leads as a spreadsheet, ready for your CRM.",
    short: "Download your accepted leads, ready for your CRM.",
  },
] as const;
