import type { RejectedView } from "../projects/views";
import { RejectionReasons } from "./criteria-cells";
import { rowClass, ScrollTable, td, WebsiteLink } from "./data-cells";

/**
 * Companies the verifier turned down (spec §2 Rejected Companies tab): which criterion failed,
 * why, and the quote from the site that decided it, linked to its page.
 */
export function RejectedTable({ rejected }: { rejected: RejectedView[] }) {
  return (
    <ScrollTable
      minWidth="rejected"
      label="Rejected companies table"
      columns={["Company", "Website", "Rejection Reasoning"]}
    >
      <tbody>
        {rejected.map((row) => (
          <tr key={row.id} className={rowClass} data-rejected={row.id}>
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
