import type { RejectedView } from "../projects/views";
import { RejectionReasons } from "./criteria-cells";
import { Clamped, rowClass, ScrollTable, stickyCell, td, WebsiteLink } from "./data-cells";

/**
 * Companies the verifier turned down (spec §2 Rejected Companies tab): which criterion failed,
 * why, and the quote from the site that decided it, linked to its page. A card each at ≤ 640 px.
 */
export function RejectedTable({ rejected }: { rejected: RejectedView[] }) {
  return (
    <>
      <ul
        aria-label="Rejected companies"
        className="divide-y divide-gray-200 sm:hidden dark:divide-gray-800"
      >
        {rejected.map((row) => (
          <li key={row.id} className="space-y-2 p-4 text-sm" data-rejected-card={row.id}>
            <h3 className="font-medium break-words">{row.companyName}</h3>
            <WebsiteLink url={row.website} />
            <div className="text-gray-700 dark:text-gray-300">
              <RejectionReasons criteria={row.criteria} reasoning={row.reasoning} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <ScrollTable
          minWidth="rejected"
          label="Rejected companies table"
          columns={["Company", "Website", "Rejection Reasoning"]}
        >
          <tbody>
            {rejected.map((row) => (
              <tr key={row.id} className={rowClass} data-rejected={row.id}>
                <td className={`${td} ${stickyCell}`}>
                  <Clamped text={row.companyName} lines={2} className="w-44 font-medium" />
                </td>
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
      </div>
    </>
  );
}
