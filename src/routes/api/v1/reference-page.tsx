import { openApiDocument } from "./openapi-document";

/*
 * The API reference, rendered on the server from the OpenAPI document itself: every operation
 * with its parameters, body and responses, and each named schema as JSON. No script and no CDN,
 * so it works offline and under the app's strict CSP.
 */

type Doc = ReturnType<typeof openApiDocument>;
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: { name: string; in: string; required: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { description: string; content: Record<string, unknown> }>;
  security?: unknown[];
};

const refName = (ref: string | undefined) => ref?.split("/").at(-1);

function OperationCard({ method, path, op }: { method: string; path: string; op: Operation }) {
  const body = refName(op.requestBody?.content["application/json"]?.schema.$ref);
  return (
    <section
      id={op.operationId}
      className="mb-6 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <h3 className="font-mono text-sm font-semibold">
        <span className="mr-2 rounded bg-brand-600 px-2 py-0.5 text-white uppercase">{method}</span>
        {path}
      </h3>
      <p className="mt-2 font-medium">{op.summary}</p>
      {op.description && <p className="mt-1 text-gray-600 dark:text-gray-400">{op.description}</p>}
      {op.security && <p className="mt-1 text-sm">No API key needed.</p>}
      {op.parameters && (
        <ul className="mt-2 list-disc pl-6 text-sm">
          {op.parameters.map((p) => (
            <li key={p.name}>
              <code>{p.name}</code> ({p.in}
              {p.required ? ", required" : ""}){p.description ? `: ${p.description}` : ""}
            </li>
          ))}
        </ul>
      )}
      {body && (
        <p className="mt-2 text-sm">
          Body: <a href={`#schema-${body}`}>{body}</a>
        </p>
      )}
      <table className="mt-2 text-sm">
        <tbody>
          {Object.entries(op.responses).map(([status, r]) => (
            <tr key={status}>
              <td className="pr-4 font-mono">{status}</td>
              <td>{r.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The reference page of /api/v1/docs. */
export function ApiReferencePage({ doc = openApiDocument() }: { doc?: Doc }) {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">{doc.info.title}</h1>
      <p className="mt-2 text-gray-600 dark:text-gray-400">{doc.info.description}</p>
      <p className="mt-2 text-sm">
        Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI{" "}
        {doc.openapi})
      </p>
      <h2 className="mt-6 mb-3 text-xl font-semibold">Operations</h2>
      {Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => (
          <OperationCard key={`${method} ${path}`} method={method} path={path} op={op} />
        )),
      )}
      <h2 className="mt-6 mb-3 text-xl font-semibold">Webhooks</h2>
      <ul className="list-disc pl-6 text-sm">
        {Object.entries(doc.webhooks).map(([event, { post }]) => {
          const name = refName(post.requestBody.content["application/json"]?.schema.$ref);
          return (
            <li key={event} id={`webhook-${event}`}>
              <code>{event}</code>: <a href={`#schema-${name}`}>{name}</a>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm">{Object.values(doc.webhooks)[0]?.post.description}</p>
      <h2 className="mt-6 mb-3 text-xl font-semibold">Schemas</h2>
      {Object.entries(doc.components.schemas).map(([name, schema]) => (
        <section key={name} id={`schema-${name}`} className="mb-4">
          <h3 className="font-mono font-semibold">{name}</h3>
          <pre className="overflow-x-auto rounded bg-gray-100 p-3 text-xs dark:bg-gray-900">
            {JSON.stringify(schema, null, 2)}
          </pre>
        </section>
      ))}
    </main>
  );
}
