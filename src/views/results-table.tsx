import type { ReactNode } from "react";
import { type LeadView, titleWithEnglish } from "../projects/views";
import { VerdictList } from "./criteria-cells";
import {
  Clamped,
  ContactValue,
  EMPTY,
  rowClass,
  ScrollTable,
  SourceLink,
  stickyCell,
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
    <>
      {/* ≤ 640 px: one card per lead; wider: the table, scrolling inside its card. */}
      <LeadCards leads={leads} />
      <div className="hidden sm:block">
        <ScrollTable minWidth="results" label="Research results table" columns={COLUMNS}>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className={rowClass} data-lead={lead.id}>
                <td className={`${td} ${stickyCell}`}>
                  <Clamped text={lead.companyName} lines={2} className="w-44 font-medium" />
                  <p className="text-xs text-gray-500 dark:text-gray-400">
                    {lead.industry || EMPTY}
                  </p>
                </td>
                <td className={`${td} text-gray-700 dark:text-gray-300`}>
                  <Description lead={lead} />
                </td>
                <td className={td}>
                  <WebsiteLink url={lead.website} />
                </td>
                <td className={td}>
                  <div className="w-44">
                    <DecisionMaker lead={lead} />
                  </div>
                </td>
                {CONTACT_COLUMNS.map((col) => (
                  <td key={col.label} className={td}>
                    <Contact lead={lead} col={col} />
                  </td>
                ))}
                <td className={td}>
                  <div className="w-72">
                    <VerdictList criteria={lead.criteria} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </>
  );
}

function Description({ lead }: { lead: LeadView }) {
  const text = lead.companyDescription?.trim();
  return text ? <Clamped text={text} lines={3} className="w-64" /> : EMPTY;
}

function Contact({ lead, col }: { lead: LeadView; col: (typeof CONTACT_COLUMNS)[number] }) {
  return (
    <ContactValue
      kind={col.kind}
      value={lead[col.value]}
      source={lead[col.source]}
      label={col.label}
    />
  );
}

/** The leads on a phone: a card each, its fields labelled, the verdict folded away. */
function LeadCards({ leads }: { leads: LeadView[] }) {
  return (
    <ul
      aria-label="Research results"
      className="divide-y divide-gray-200 sm:hidden dark:divide-gray-800"
    >
      {leads.map((lead) => (
        <li key={lead.id} className="space-y-2 p-4 text-sm" data-lead-card={lead.id}>
          <div className="min-w-0">
            <h3 className="font-medium break-words">{lead.companyName}</h3>
            <p className="text-xs text-gray-500 dark:text-gray-400">{lead.industry || EMPTY}</p>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <CardField term="Website">
              <WebsiteLink url={lead.website} />
            </CardField>
            <CardField term="Decision maker">
              <DecisionMaker lead={lead} />
            </CardField>
            {CONTACT_COLUMNS.map((col) => (
              <CardField key={col.label} term={CARD_TERMS[col.label]}>
                <Contact lead={lead} col={col} />
              </CardField>
            ))}
          </dl>
          <details className="group/verdict">
            <summary className="cursor-pointer text-xs font-medium text-gray-600 dark:text-gray-300">
              {verdictSummary(lead)}
            </summary>
            <div className="mt-2">
              <VerdictList criteria={lead.criteria} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

const CARD_TERMS: Record<(typeof CONTACT_COLUMNS)[number]["label"], string> = {
  "decision maker email": "Email",
  "decision maker phone": "Phone",
  "company email": "Company email",
  "company phone": "Company phone",
};

function CardField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-xs text-gray-500 dark:text-gray-400">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

/** "Verification: 3 of 4 criteria met", or that none was judged. */
function verdictSummary(lead: LeadView): string {
  const judged = (lead.criteria ?? []).filter((c) => c.criterion !== "site");
  if (judged.length === 0) return "Verification: no criteria recorded";
  const met = judged.filter((c) => c.met).length;
  return `Verification: ${met} of ${judged.length} criteria met`;
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
