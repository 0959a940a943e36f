import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { createExtractor } from "../src/research/extractor/index.ts";
import { decodeBody } from "../src/research/fetcher/charset.ts";
import { visibleText } from "./lib/visible-text.ts";
import { type Field, nameKey, newField, type PageScore, scorePage } from "./lib/webstruct-score.ts";

/*
 * `bun bench/extract-realworld.ts [--corpus DIR] [--verbose]`: the project's extractor on real,
 * hand-annotated business pages (the webstruct corpus format, see its README.md), scored per field.
 * Each page is decoded with the fetcher's charset sniffing and read alone, as a fetched page whose
 * finalUrl is the page's own address (or its file URL), with the truth's country as the default
 * phone region: the country of the site's address/TLD, as the engine derives it. The corpus is
 * read where it lies and never copied into the repository.
 */

const args = process.argv.slice(2);
const corpusArg = args.indexOf("--corpus");
const corpus = resolve(
  corpusArg >= 0 ? (args[corpusArg + 1] ?? "") : "../shared/corpora/webstruct-dev",
);
const verbose = args.includes("--verbose");
const print = (line = "") => process.stdout.write(`${line}\n`);

const truthSchema = z.record(
  z.string(),
  z.object({
    url: z.string().nullable(),
    country: z.string(),
    emails: z.array(z.string()),
    phones: z.array(z.string()),
    faxes: z.array(z.string()),
    people: z.array(z.object({ name: z.string(), title: z.string().nullable() })),
  }),
);

const truth = truthSchema.parse(JSON.parse(readFileSync(join(corpus, "truth.json"), "utf8")));
const extractor = createExtractor();
const scores: PageScore[] = [];
const started = performance.now();
for (const [id, page] of Object.entries(truth).sort(([a], [b]) => a.localeCompare(b))) {
  const file = join(corpus, "pages", `${id}.html`);
  const body = decodeBody(new Uint8Array(readFileSync(file)), "text/html", false);
  const url = page.url ?? pathToFileURL(file).href;
  const facts = extractor.extract(
    [{ url, finalUrl: url, status: 200, contentType: "text/html", body, truncated: false }],
    { countryCode: page.country },
  );
  const score = scorePage(id, page, facts, visibleText(body));
  const leftover = leftoverPersonKeys(body);
  score.leftoverPeople = facts.people.filter((p) => {
    const key = nameKey(p.name.value);
    return leftover.has(key) && !page.people.some((t) => nameKey(t.name) === key);
  }).length;
  scores.push(score);
}
const ms = performance.now() - started;

/** Names the page's leftover annotation spans mark as persons (see below). */
function leftoverPersonKeys(html: string): Set<string> {
  const spans = html.matchAll(/wa-type="PER"[^>]*>([^<]{2,80})</g);
  return new Set([...spans].map((m) => nameKey((m[1] ?? "").replace(/&nbsp;/g, " "))));
}

const sum = (pick: (s: PageScore) => Field): Field =>
  scores.map(pick).reduce(
    (a, b) => ({
      hitP: a.hitP + b.hitP,
      outP: a.outP + b.outP,
      hitR: a.hitR + b.hitR,
      ofR: a.ofR + b.ofR,
    }),
    newField(),
  );
const ratio = (hit: number, of: number) => (of === 0 ? "   -" : (hit / of).toFixed(2));
const cell = (on: boolean, hit: number, of: number) =>
  `${on ? ratio(hit, of) : "   -"} (${hit}/${of})`.padEnd(20);
const row = (name: string, f: Field, precision = true, recall = true) =>
  `${name.padEnd(22)} ${cell(precision, f.hitP, f.outP)}${cell(recall, f.hitR, f.ofR)}`;

if (verbose) for (const s of scores) for (const note of s.notes) print(note);
const total = (pick: (s: PageScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
print(`corpus ${corpus}: ${scores.length} pages in ${(ms / 1000).toFixed(1)} s`);
print(`${"field".padEnd(22)} ${"precision".padEnd(20)}recall`);
print(
  row(
    "email",
    sum((s) => s.email),
  ),
);
print(
  row(
    "phone",
    sum((s) => s.phone),
  ),
);
print(
  row(
    "person name",
    sum((s) => s.person),
  ),
);
print(
  row(
    "person name (titled)",
    sum((s) => s.titledPerson),
    false,
  ),
);
print(
  row(
    "title",
    sum((s) => s.title),
  ),
);
print(
  row(
    "name+title pair",
    sum((s) => s.pair),
    true,
    false,
  ),
);
// The corpus's truth.json misses the people of some pages whose annotation spans were left in the
// HTML (WebAnnotator `wa-type="PER"`). Read only here, for scoring, never by the extractor: a
// second precision counts a name that such a span marks as a person as right.
const leftover = total((s) => s.leftoverPeople ?? 0);
const people = sum((s) => s.person);
print(
  `person name precision counting ${leftover} names annotated in the page but missing from truth.json: ${ratio(people.hitP + leftover, people.outP)}`,
);
print("TOTAL");
print(`  glued emails        ${total((s) => s.glued)}`);
print(`  faxes as phones     ${total((s) => s.faxesAsPhones)}`);
print(`  fabricated values   ${total((s) => s.fabricated)}`);
