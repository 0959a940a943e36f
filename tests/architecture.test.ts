import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/*
 * The direction of imports of docs/architecture.md, enforced: every relative import in src/,
 * islands/ and db/ is checked against the rules below, and any import that runs the wrong way
 * fails with its file and target. Change a rule only with the document.
 */

interface Rule {
  /** Files the rule applies to: path prefixes from the repository root. */
  from: string[];
  /** Targets those files must not import (path prefixes, or package names for `packages`). */
  to?: string[];
  /** Exceptions inside `to`. */
  except?: string[];
  /** Packages those files must not import. */
  packages?: RegExp;
  why: string;
}

/** What other folders may read of research/: its vocabulary, never the engine. */
const RESEARCH_VOCABULARY = [
  "src/research/knowledge/",
  "src/research/language/",
  "src/research/decision-makers.ts",
  "src/research/ports.ts",
  // The title matcher: the catalogue's translations (projects show found titles in English).
  "src/research/extractor/titles.ts",
];
const DOMAIN = [
  "src/auth/",
  "src/billing/",
  "src/export/",
  "src/jobs/",
  "src/live/",
  "src/projects/",
  "src/research/",
  "src/sandbox/",
];
const DELIVERY = ["src/routes/", "src/views/", "src/middleware/"];
const COMPOSITION = ["src/server.ts", "src/app.ts", "src/research-setup.ts"];

export const RULES: Rule[] = [
  {
    from: ["src/", "db/"],
    to: ["islands/"],
    why: "only server rendering (src/views/, src/routes/pages/) renders the islands",
  },
  {
    from: ["islands/", "src/client/"],
    to: [
      "db/",
      "src/env.ts",
      ...COMPOSITION,
      "src/auth/",
      "src/billing/",
      "src/export/",
      "src/jobs/",
      "src/middleware/",
      "src/research/",
      "src/routes/",
      "src/sandbox/",
    ],
    why: "the browser gets views, live event schemas and project view types, never server code",
  },
  {
    from: [...DOMAIN, "db/", "src/routes/api/", "src/middleware/"],
    to: ["src/client/"],
    why: "the browser's modules serve the browser and server rendering, never the server's logic",
  },
  {
    from: ["src/research/"],
    to: ["src/sandbox/", "src/auth/", "src/jobs/", ...DELIVERY, ...COMPOSITION],
    why: "the engine is wired to the sandbox by src/research-setup.ts, never the reverse",
  },
  {
    from: ["src/research/knowledge/", "src/research/language/"],
    to: ["src/", "db/"],
    except: ["src/research/knowledge/", "src/research/language/"],
    why: "knowledge tables and language tools are leaves everyone may read",
  },
  {
    from: ["src/live/"],
    to: ["src/research/", "src/sandbox/", "src/billing/", "src/export/", "src/jobs/"],
    why: "research imports live's events and bus; live never imports research",
  },
  {
    from: ["src/billing/"],
    to: [
      "src/research/",
      "src/projects/",
      "src/live/",
      "src/sandbox/",
      "src/export/",
      "src/jobs/",
      ...DELIVERY,
    ],
    why: "billing owns credits; others call it, it calls no domain above it",
  },
  {
    from: ["src/projects/"],
    to: ["src/research/", "src/live/", "src/billing/", "src/sandbox/", "src/jobs/", ...DELIVERY],
    except: RESEARCH_VOCABULARY,
    why: "projects store what research works on; research imports projects, not the reverse",
  },
  {
    from: ["src/export/"],
    to: [
      "src/research/",
      "src/live/",
      "src/billing/",
      "src/sandbox/",
      "src/jobs/",
      "src/projects/",
      ...DELIVERY,
    ],
    why: "export turns rows into files and knows nothing of where they came from",
  },
  {
    from: ["src/sandbox/"],
    to: ["src/research/", "src/live/", "src/billing/", "src/auth/", "src/jobs/", ...DELIVERY],
    except: RESEARCH_VOCABULARY,
    why: "the sandbox imports research's vocabulary (ports, knowledge), never the engine",
  },
  {
    from: ["src/views/"],
    to: ["db/", "src/routes/", "src/jobs/", "src/sandbox/", "src/research/", "src/live/ws-hub.ts"],
    except: RESEARCH_VOCABULARY,
    why: "views render what routes hand them",
  },
  {
    from: ["src/routes/"],
    to: ["src/sandbox/", ...COMPOSITION],
    why: "routes are thin: they call domain modules",
  },
  {
    from: ["src/", "db/"],
    to: COMPOSITION,
    why: "composition roots import everything; nothing imports them",
  },
  {
    from: [...DOMAIN.filter((d) => d !== "src/auth/"), "db/", "src/company-domain.ts"],
    packages: /^(hono|@hono\/)/,
    why: "domain modules never import Hono (DESIGN.md convention 6)",
  },
  {
    from: ["db/schema/", "src/company-domain.ts"],
    to: ["src/", "islands/"],
    why: "the schema and the company key are leaves",
  },
];

export interface ImportEdge {
  file: string;
  target: string;
  /** A package name when the import is not relative. */
  packageName?: string;
}

/** The imports of one source text: static, dynamic and re-exports. */
export function importsOf(file: string, text: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;
  for (const match of text.matchAll(pattern)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec) continue;
    if (spec.startsWith(".")) {
      edges.push({ file, target: normalize(join(dirname(file), spec)) });
    } else {
      edges.push({ file, target: spec, packageName: spec });
    }
  }
  return edges;
}

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => path === p || path.startsWith(p) || `${path}.ts` === p);

/** The rules an import breaks; empty when it runs the right way. */
export function brokenRules(edge: ImportEdge, rules: Rule[] = RULES): Rule[] {
  return rules.filter((rule) => {
    if (!startsWithAny(edge.file, rule.from)) return false;
    if (edge.packageName !== undefined) return rule.packages?.test(edge.packageName) ?? false;
    if (!rule.to) return false;
    return startsWithAny(edge.target, rule.to) && !startsWithAny(edge.target, rule.except ?? []);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Server rendering renders the islands, and the browser's registry loads them on demand. */
function allowsServerRendering(edge: ImportEdge): boolean {
  return (
    edge.target.startsWith("islands/") &&
    (edge.file.startsWith("src/views/") ||
      edge.file.startsWith("src/routes/pages/") ||
      edge.file.startsWith("src/client/"))
  );
}

function allowsComposition(edge: ImportEdge): boolean {
  return edge.file === "src/server.ts" && startsWithAny(edge.target, COMPOSITION);
}

describe("the checker", () => {
  const broken = (file: string, spec: string) =>
    importsOf(file, `import { x } from "${spec}";`)
      .filter((edge) => !allowsServerRendering(edge) && !allowsComposition(edge))
      .flatMap((edge) => brokenRules(edge));

  test.each([
    ["src/research/run/x.ts", "../../sandbox/generator.ts"],
    ["src/live/ws-hub.ts", "../research/run/engine.ts"],
    ["src/projects/x.ts", "../research/run/research-run.ts"],
    ["src/billing/credits.ts", "../routes/api/plans"],
    ["src/billing/credits.ts", "../projects/project-store"],
    ["src/research/profile.ts", "../client/research/api"],
    ["src/routes/api/projects.ts", "../../client/research/api"],
    ["src/client/research/api.ts", "../../research/profile"],
    ["islands/research-chat.tsx", "../src/research/profile"],
    ["src/client/research/api.ts", "../../env"],
    ["src/research/knowledge/countries.ts", "../run/engine.ts"],
    ["src/sandbox/people.ts", "../research/run/engine.ts"],
    ["src/export/xlsx.ts", "../projects/lead-store"],
    ["src/views/x.tsx", "../routes/validation"],
    ["src/research/run/x.ts", "../../research-setup.ts"],
    ["src/research/run/x.ts", "hono"],
    ["db/schema/projects.ts", "../../src/env"],
  ])("refuses %p → %p", (file, spec) => {
    expect(broken(file, spec).length).toBeGreaterThan(0);
  });

  test.each([
    ["src/research/run/x.ts", "../../live/events"],
    ["src/research/run/outcomes.ts", "../../billing/credit-debit.ts"],
    ["src/research/run/x.ts", "../../projects/status-store"],
    ["src/research/run/x.ts", "./candidates.ts"],
    ["src/sandbox/people.ts", "../research/decision-makers.ts"],
    ["src/sandbox/industries.ts", "../research/knowledge/industries.ts"],
    ["src/projects/schemas.ts", "../research/decision-makers"],
    ["src/views/chat-shell.tsx", "../../islands/research-chat"],
    ["src/routes/pages/research-page.tsx", "../../client/research/api"],
    ["src/client/registry.ts", "../../islands/research-chat"],
    ["src/client/research/api.ts", "../../live/events"],
    ["src/research/knowledge/countries.ts", "../language/fold.ts"],
    ["src/server.ts", "./research-setup"],
    ["src/routes/api/x.ts", "hono"],
  ])("allows %p → %p", (file, spec) => {
    expect(broken(file, spec)).toEqual([]);
  });

  test("dynamic imports and re-exports count", () => {
    expect(
      importsOf("src/a.ts", 'const m = await import("./b");\nexport { c } from "./c";'),
    ).toEqual([
      { file: "src/a.ts", target: "src/b" },
      { file: "src/a.ts", target: "src/c" },
    ]);
  });
});

test("no import in src/, islands/ or db/ runs the wrong way", () => {
  const files = [...sourceFiles("src"), ...sourceFiles("islands"), ...sourceFiles("db")];
  const wrong = files
    .flatMap((file) => importsOf(file, readFileSync(file, "utf8")))
    .filter((edge) => !allowsServerRendering(edge) && !allowsComposition(edge))
    .flatMap((edge) =>
      brokenRules(edge).map((rule) => `${edge.file} → ${edge.target}: ${rule.why}`),
    );
  expect(wrong).toEqual([]);
});
