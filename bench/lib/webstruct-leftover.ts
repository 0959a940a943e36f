import type { Truth } from "./webstruct-score.ts";

/*
 * The corpus's truth.json was built by removing the WebAnnotator spans from each page, but on 61 of
 * the 239 dev pages some spans were left in the HTML and their values are missing from truth.json
 * (business-45: the CEO, President, COO … of an executive-team page; business-193: its two phone
 * numbers). They are the annotators' marks all the same, so the bench completes the truth with them,
 * using the corpus README's own pairing rule for names and functions, and prints the strict figures
 * (truth.json alone) beside the completed ones. Read only here, for scoring; the extractor never sees
 * the truth, and it reads a page's visible text, where the spans are just spans.
 */

type Kind = "PER" | "FUNC" | "TEL" | "FAX" | "EMAIL";

interface Mark {
  kind: Kind;
  text: string;
  /** Offset in the page's tag-free text, for the pairing rule's 60-character distance. */
  at: number;
}

const SPAN =
  /<span\b[^>]*\bwa-type="(PER|FUNC|TEL|FAX|EMAIL)"[^>]*\bwa-id="?(\d+)|<span\b[^>]*\bwa-id="?(\d+)"?[^>]*\bwa-type="(PER|FUNC|TEL|FAX|EMAIL)"/g;

const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
};
const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
const textOf = (html: string) =>
  decode(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ")).replace(
    /\s+/g,
    " ",
  );

/** The annotation spans left in a page, joined by annotation id (one mark can span two elements). */
export function leftoverMarks(html: string): Mark[] {
  const byId = new Map<string, Mark>();
  for (const m of html.matchAll(SPAN)) {
    const kind = (m[1] ?? m[4]) as Kind;
    const id = m[2] ?? m[3] ?? "";
    const start = (m.index ?? 0) + html.slice(m.index).indexOf(">") + 1;
    const end = html.indexOf("</span>", start);
    const inner = textOf(html.slice(start, end < 0 ? start : end)).trim();
    const at = textOf(html.slice(0, m.index)).length;
    const key = `${kind}:${id}`;
    const known = byId.get(key);
    if (known) known.text = `${known.text}${inner}`;
    else if (inner) byId.set(key, { kind, text: inner, at });
  }
  return [...byId.values()].sort((a, b) => a.at - b.at);
}

/** The README's rule: runs of names and functions < 60 characters apart; see the corpus README. */
function pairPeople(marks: Mark[]): Truth["people"] {
  const seq = marks.filter((m) => m.kind === "PER" || m.kind === "FUNC");
  const runs: Mark[][] = [];
  for (const mark of seq) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && mark.at - (last.at + last.text.length) < 60) run.push(mark);
    else runs.push([mark]);
  }
  const people: Truth["people"] = [];
  for (const run of runs) {
    const opensWithTitle = run[0]?.kind === "FUNC";
    run.forEach((mark, i) => {
      if (mark.kind !== "PER") return;
      const near = opensWithTitle
        ? run
            .slice(0, i)
            .reverse()
            .find((m) => m.kind === "FUNC")
        : run.slice(i + 1).find((m) => m.kind === "FUNC");
      people.push({ name: mark.text, title: near?.text ?? null });
    });
  }
  return people;
}

/** truth.json completed with the page's leftover annotation spans; `added` counts what they gave. */
export function completeTruth(truth: Truth, html: string): { truth: Truth; added: number } {
  const marks = leftoverMarks(html);
  if (marks.length === 0) return { truth, added: 0 };
  const digits = (kind: Kind) =>
    marks
      .filter((m) => m.kind === kind)
      .map((m) => m.text.replace(/\D/g, ""))
      .filter((d) => d.length >= 7);
  const known = new Set(truth.people.map((p) => p.name.toLowerCase().replace(/\s+/g, "")));
  const people = pairPeople(marks).filter(
    (p) => !known.has(p.name.toLowerCase().replace(/\s+/g, "")),
  );
  const merged: Truth = {
    ...truth,
    emails: [
      ...truth.emails,
      ...marks.filter((m) => m.kind === "EMAIL").map((m) => m.text.toLowerCase()),
    ],
    phones: [...truth.phones, ...digits("TEL")],
    faxes: [...truth.faxes, ...digits("FAX")],
    people: [...truth.people, ...people],
  };
  const size = (t: Truth) => t.emails.length + t.phones.length + t.faxes.length + t.people.length;
  return { truth: merged, added: size(merged) - size(truth) };
}
