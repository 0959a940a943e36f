import { expect } from "bun:test";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";

/*
 * Responses checked against the OpenAPI document the server serves (not against the zod schemas
 * it was generated from): the test reads /api/v1/openapi.json, finds the operation by method and
 * path template, and validates the body with a JSON Schema 2020-12 validator (OpenAPI 3.1's
 * schema dialect).
 */

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }
    >
  >;
  components: { schemas: Record<string, unknown> };
  webhooks?: Record<
    string,
    { post: { requestBody: { content: Record<string, { schema: { $ref?: string } }> } } }
  >;
};

export function openApiValidator(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The components under an id of their own, so "#/components/schemas/X" refs resolve in it.
  ajv.addSchema({ $id: "api", components: doc.components });
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));

  /** The operation's declared response for this status; fails the test when there is none. */
  function declared(method: string, path: string, status: number) {
    const bare = path.split("?")[0] ?? path;
    const match = templates.find((t) => t.pattern.test(bare));
    expect(match, `no path in the document for ${bare}`).toBeDefined();
    const op = doc.paths[match?.template ?? ""]?.[method.toLowerCase()];
    expect(op, `no ${method} ${match?.template} in the document`).toBeDefined();
    const response = op?.responses[String(status)];
    expect(response, `${method} ${match?.template} does not declare ${status}`).toBeDefined();
    return response;
  }

  /** Asserts the response is declared and its body fits the declared schema. */
  async function conforms(method: string, path: string, res: Response): Promise<unknown> {
    const response = declared(method, path, res.status);
    const type = res.headers.get("content-type") ?? "";
    const content = response?.content ?? {};
    if (!type.startsWith("application/json") || !content["application/json"]) {
      expect(Object.keys(content).some((t) => type.startsWith(t.split(";")[0] ?? t))).toBe(true);
      return undefined;
    }
    const body = await res.json();
    const ref = content["application/json"].schema.$ref ?? "";
    const validate = ajv.getSchema(`api${ref}`);
    expect(validate, `schema ${ref} not found`).toBeDefined();
    const ok = validate?.(body);
    expect(ok, `${method} ${path} ${res.status}: ${JSON.stringify(validate?.errors)}`).toBe(true);
    return body;
  }

  /** Asserts a webhook delivery's body fits the document's schema for its event. */
  function webhookConforms(event: string, body: unknown): void {
    const ref = doc.webhooks?.[event]?.post.requestBody.content["application/json"]?.schema.$ref;
    expect(ref, `no webhook ${event} in the document`).toBeDefined();
    const validate = ajv.getSchema(`api${ref}`);
    const ok = validate?.(body);
    expect(ok, `webhook ${event}: ${JSON.stringify(validate?.errors)}`).toBe(true);
  }

  return { conforms, declared, webhookConforms };
}
