import type { RejectedView } from "../projects/views";
import { RejectionReasons } from "./criteria-cells";
import { ScrollTable, td, th, WebsiteLink } from "./data-cells";

/**
 * Companies the verifier turned down (spec §2 Rejected Companies tab): which criterion failed,
 * why, and the quote from the site that decided it, linked to its page.
 */
export function RejectedTable({ rejected }: { rejected: RejectedView[] }) {
  return (
    <ScrollTable minWidth="rejected" label="Rejected companies table">
      <thead>
        <tr>
          <th scope="col" className={th}>
            Company
          </th>
          <th scope="col" className={th}>
            Website
          </th>
          <th scope="col" className={th}>
            Rejection Reasoning
          </th>
        </tr>
      </thead>
      <tbody>
        {rejected.map((row) => (
          <tr
            key={row.id}
            className="hover:bg-gray-50 dark:hover:bg-gray-800/40"
            data-rejected={row.id}
          >
            <td className={`${td} font-medium`}>{row.companyName}</td>
            <td className={td}>
              <WebsiteLink url={row.website} />
            </td>
            <td className={`${td} text-gray-700 dark:text-gray-300`}>
              <RejectionReasons criteria={row.criteria} reasoning={row.reasoning} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
