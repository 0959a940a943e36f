import type { RejectedView } from "../projects/views";
import { ScrollTable, td, th, WebsiteLink } from "./data-cells";

/** Companies the verifier turned down, with its reasoning (spec §2 Rejected Companies tab). */
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
            <td className={`${td} whitespace-pre-line text-gray-700 dark:text-gray-300`}>
              {row.reasoning}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
