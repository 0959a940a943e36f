import { type LeadView, titleWithEnglish } from "../projects/views";
import { VerdictList } from "./criteria-cells";
import {
  ContactValue,
  EMPTY,
  rowClass,
  ScrollTable,
  SourceLink,
  td,
  WebsiteLink,
} from "./data-cells";
import { ExportFormatsMenu, ExportLink } from "./export-link";
import { ListPanel } from "./list-panel";
import { RequestMoreLeadsButton } from "./research-progress";
import { btn, muted } from "./ui";

const COLUMNS = [
  "Company",
  "What company does?",
  "Website",
  "Decision Maker",
  "Decision Maker Email",
  "Decision Maker Phone",
  "Company Email",
  "Company Phone",
  "Verification",
] as const;

/** The four contact columns: each value shown with a link to the page it was read from. */
const CONTACT_COLUMNS = [
  {
    kind: "email",
    value: "contactEmail",
    source: "contactEmailSource",
    label: "decision maker email",
  },
  {
    kind: "phone",
    value: "contactPhone",
    source: "contactPhoneSource",
    label: "decision maker phone",
  },
  { kind: "email", value: "companyEmail", source: "companyEmailSource", label: "company email" },
  { kind: "phone", value: "companyPhone", source: "companyPhoneSource", label: "company phone" },
] as const satisfies readonly {
  kind: "email" | "phone";
  value: keyof LeadView;
  source: keyof LeadView;
  label: string;
}[];

/**
 * The accepted leads (spec §2 Results tab): eight columns, '-' for anything not found, and the
 * verdict per criterion with the quotes that justified it.
 */
export function ResultsTable({ leads }: { leads: LeadView[] }) {
  return (
    <ScrollTable minWidth="results" label="Research results table" columns={COLUMNS}>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} className={rowClass} data-lead={lead.id}>
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
            {CONTACT_COLUMNS.map((col) => (
              <td key={col.label} className={td}>
                <ContactValue
                  kind={col.kind}
                  value={lead[col.value]}
                  source={lead[col.source]}
                  label={col.label}
                />
              </td>
            ))}
            <td className={`${td} min-w-64 max-w-sm`}>
              <VerdictList criteria={lead.criteria} />
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
  const honorific = name && lead.contactHonorific?.trim();
  return (
    <span className="inline-flex items-start gap-1">
      <span>
        <span className="block font-medium">
          {honorific ? `${honorific} ${name}` : name || EMPTY}
        </span>
        {title && (
          <span className="block text-xs text-gray-500 dark:text-gray-400">
            {titleWithEnglish(title, lead.contactTitleEnglish)}
          </span>
        )}
      </span>
      <SourceLink source={lead.contactNameSource} label="decision maker" />
    </span>
  );
}

/**
 * The Results tab (spec §2): title, export and 'Request More Leads', then the table or the empty
 * state. The server renders it; the results island renders the same markup from the live store.
 */
export function ResultsPanel({
  project,
  leads,
  onRequestMore,
  requestPending,
}: {
  project: { id: number; name: string; status: string };
  leads: LeadView[];
  onRequestMore?: () => void;
  requestPending?: boolean;
}) {
  return (
    <ListPanel
      titleId="results-title"
      heading="Research Results"
      subtitle={project.name}
      classes={{
        header:
          "flex flex-col gap-3 border-b border-gray-200 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-gray-800",
        titleBlock: "min-w-0",
        subtitle: `truncate text-sm ${muted}`,
      }}
      aside={
        <div className="flex flex-wrap gap-2">
          <ExportLink
            projectId={project.id}
            count={leads.length}
            className={btn.primary}
            label="Export to Excel"
          />
          <ExportFormatsMenu projectId={project.id} count={leads.length} />
          <RequestMoreLeadsButton
            projectId={project.id}
            completed={project.status === "completed"}
            pending={requestPending}
            onClick={onRequestMore}
          />
        </div>
      }
      empty={
        leads.length === 0
          ? {
              icon: "search",
              title: "No results found yet",
              description:
                "The AI is still researching. Check back in a few minutes or continue the conversation in the chat.",
            }
          : undefined
      }
    >
      <ResultsTable leads={leads} />
    </ListPanel>
  );
}
