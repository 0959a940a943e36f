import { readFile } from "node:fs/promises";
import type { z } from "zod";

/** A corpus folder that cannot be loaded; the message names the file and the field at fault. */
export class CorpusFolderError extends Error {
  override name = "CorpusFolderError";
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A zod issue path as it would be written in JavaScript: `"acme.de".people[0].title`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => {
      if (typeof key === "number") return `[${key}]`;
      const text = String(key);
      if (IDENTIFIER.test(text)) return i === 0 ? text : `.${text}`;
      return i === 0 ? JSON.stringify(text) : `[${JSON.stringify(text)}]`;
    })
    .join("");
}

/** Reads and validates one JSON file; every problem is reported, one line each. */
export async function readJsonFile<S extends z.ZodType>(
  file: string,
  label: string,
  schema: S,
): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CorpusFolderError(`${label}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const field = formatFieldPath(issue.path);
    return `${label}: ${field ? `${field}: ` : ""}${issue.message}`;
  });
  throw new CorpusFolderError(lines.join("\n"));
}
