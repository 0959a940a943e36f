import type { LeadView } from "../projects/views";
import { ContactValue, EMPTY, ScrollTable, SourceLink, td, th, WebsiteLink } from "./data-cells";

const COLUMNS = [
  "Company",
  "What company does?",
  "Website",
  "Decision Maker",
  "Decision Maker Email",
  "Decision Maker Phone",
  "Company Email",
  "Company Phone",
] as const;

/** The accepted leads (spec §2 Results tab): eight columns, '-' for anything not found. */
export function ResultsTable({ leads }: { leads: LeadView[] }) {
  return (
    <ScrollTable minWidth="results" label="Research results table">
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className={th}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr
            key={lead.id}
            className="hover:bg-gray-50 dark:hover:bg-gray-800/40"
            data-lead={lead.id}
          >
            <td className={`${td} min-w-48`}>
              <p className="font-medium">{lead.companyName}</p>
              <p className="text-xs text-gray-500 dark:text-gray-400">{lead.industry || EMPTY}</p>
            </td>
            <td className={`${td} min-w-64 max-w-sm text-gray-700 dark:text-gray-300`}>
              {lead.companyDescription?.trim() || EMPTY}
            </td>
            <td className={td}>
              <WebsiteLink url={lead.website} />
            </td>
            <td className={`${td} min-w-48`}>
              <DecisionMaker lead={lead} />
            </td>
            <td className={td}>
              <ContactValue
                kind="email"
                value={lead.contactEmail}
                source={lead.contactEmailSource}
                label="decision maker email"
              />
            </td>
            <td className={td}>
              <ContactValue
                kind="phone"
                value={lead.contactPhone}
                source={lead.contactPhoneSource}
                label="decision maker phone"
              />
            </td>
            <td className={td}>
              <ContactValue
                kind="email"
                value={lead.companyEmail}
                source={lead.companyEmailSource}
                label="company email"
              />
            </td>
            <td className={td}>
              <ContactValue
                kind="phone"
                value={lead.companyPhone}
                source={lead.companyPhoneSource}
                label="company phone"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function DecisionMaker({ lead }: { lead: LeadView }) {
  const name = lead.contactName?.trim();
  const title = lead.contactTitle?.trim();
  if (!name && !title) return <>{EMPTY}</>;
  return (
    <span className="inline-flex items-start gap-1">
      <span>
        <span className="block font-medium">{name || EMPTY}</span>
        {title && <span className="block text-xs text-gray-500 dark:text-gray-400">{title}</span>}
      </span>
      <SourceLink source={lead.contactNameSource} label="decision maker" />
    </span>
  );
}
