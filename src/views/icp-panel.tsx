import { splitKeywords } from "../projects/domains";
import { wantedTitle } from "../research/decision-makers";
import { card } from "./ui";

export interface IcpProject {
  companyType: string;
  productsServices: string;
  decisionMaker: string;
  decisionMakerTitle?: string | null;
  country: string;
  city: string | null;
  exclusions: string | null;
  keywords: string | null;
  aiGeneratedKeywords: string[];
}

/** "CEO", or for 'Other' the title the user typed: "Other: Head of Quality". */
function decisionMakerLine(project: IcpProject): string {
  const wanted = wantedTitle(project);
  return wanted === project.decisionMaker ? wanted : `${project.decisionMaker}: ${wanted}`;
}

/**
 * 'Current Research Criteria' (spec §2 Ideal Customer Profile tab): the four required criteria
 * always; city, exclusions and both keyword lists only when set.
 */
export function IcpPanel({ project }: { project: IcpProject }) {
  const userKeywords = splitKeywords(project.keywords);
  const aiKeywords = project.aiGeneratedKeywords.filter((k) => k.trim());
  return (
    <section className={`${card} p-6`} aria-labelledby="icp-title">
      <h2 id="icp-title" className="text-xl font-semibold">
        Current Research Criteria
      </h2>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2">
        <Criterion label="Company Type">{project.companyType}</Criterion>
        <Criterion label="Products/Services">{project.productsServices}</Criterion>
        <Criterion label="Decision Maker">{decisionMakerLine(project)}</Criterion>
        <Criterion label="Country">{project.country}</Criterion>
        {project.city?.trim() && <Criterion label="City">{project.city}</Criterion>}
        {project.exclusions?.trim() && (
          <Criterion label="Exclusions">{project.exclusions}</Criterion>
        )}
        {userKeywords.length > 0 && (
          <Criterion label="User Keywords">
            <Chips items={userKeywords} />
          </Criterion>
        )}
        {aiKeywords.length > 0 && (
          <Criterion label="AI Keywords">
            <Chips items={aiKeywords} />
          </Criterion>
        )}
      </dl>
    </section>
  );
}

function Criterion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="mt-1 whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((k) => (
        <li
          key={k}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-700 dark:bg-brand-600/15 dark:text-brand-100"
        >
          {k}
        </li>
      ))}
    </ul>
  );
}
