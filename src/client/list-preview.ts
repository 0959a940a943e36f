// The creation form's list preview (issue 30). The form works without it: a list is posted with
// the form and its columns are guessed on the server. With it, pasting lines or choosing a file
// asks the server for a preview (POST /api/research-projects/list-preview): the first rows, the
// counts, the column pickers and the most the list can cost; a list costing more than the
// credits left disables Create with both numbers.

const PREVIEW_URL = "/api/research-projects/list-preview";
/** The server's limit (src/projects/list-import/list-upload.ts), told before the upload. */
const MAX_FILE_BYTES = 1024 * 1024;
/** Typing pauses this long before the pasted list is previewed. */
const TYPING_PAUSE_MS = 400;

const PICKS = [
  { key: "website", label: "Website column", optional: false },
  { key: "name", label: "Company name column", optional: false },
  { key: "country", label: "Country column", optional: true },
] as const;
type PickKey = (typeof PICKS)[number]["key"];

/** The preview as the server sends it. */
interface Preview {
  columns: string[];
  picks: Partial<Record<PickKey, string>>;
  rows: { rowIndex: number; cells: Record<string, string>; state: string; reason?: string }[];
  total: number;
  counts: { pending: number; duplicate: number; invalid: number };
  maxCredits: number;
  creditsLeft: number;
  affordable: boolean;
  refusal: string | null;
}

const muted = "text-gray-600 dark:text-gray-400";
const selectClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100";

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = "",
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** Wires one creation form; called again for a form htmx swapped in (a refused submission). */
export function wireListPreview(form: HTMLFormElement): void {
  if (form.dataset.listWired) return;
  form.dataset.listWired = "true";
  const region = form.querySelector<HTMLElement>("[data-list-preview]");
  const text = form.querySelector<HTMLTextAreaElement>("textarea[name=text]");
  const file = form.querySelector<HTMLInputElement>("input[type=file][name=file]");
  const submit = form.querySelector<HTMLButtonElement>("[data-create-submit]");
  if (!region || !text || !file || !submit) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  // Picks belong to the list they were made on: a new list starts from the server's guess.
  let keepPicks = false;

  const isList = () =>
    form.querySelector<HTMLInputElement>("input[name=source]:checked")?.value === "list";

  const allowCreate = (refusalId?: string) => {
    submit.disabled = Boolean(refusalId) && isList();
    if (refusalId && isList()) submit.setAttribute("aria-describedby", refusalId);
    else submit.removeAttribute("aria-describedby");
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void preview(), delay);
  };

  async function preview(): Promise<void> {
    if (!isList()) return;
    const chosen = file?.files?.[0];
    const body = new FormData();
    if (chosen) body.set("file", chosen);
    else if (text?.value.trim()) body.set("text", text.value);
    else return showNote("Paste your list or choose a file to see its preview.");
    if (chosen && chosen.size > MAX_FILE_BYTES) {
      return showError(`The file is larger than 1 MB (${(chosen.size / 1e6).toFixed(1)} MB).`);
    }
    if (keepPicks) {
      for (const select of form.querySelectorAll<HTMLSelectElement>("select[data-list-pick]")) {
        body.set(select.name, select.value);
      }
    }
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    region?.setAttribute("aria-busy", "true");
    showNote("Reading your list…");
    try {
      const res = await fetch(PREVIEW_URL, {
        method: "POST",
        body,
        credentials: "same-origin",
        signal: controller.signal,
      });
      const json = (await res.json().catch(() => ({}))) as Partial<Preview> & { message?: string };
      if (controller !== inFlight) return;
      if (!res.ok) return showError(json.message ?? "Your list could not be read.");
      render(json as Preview);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error(err);
      showError("The preview failed. Check your connection and try again.");
    } finally {
      if (controller === inFlight) region?.removeAttribute("aria-busy");
    }
  }

  function showNote(message: string): void {
    region?.replaceChildren(el("p", `text-sm ${muted}`, message));
    allowCreate();
  }

  function showError(message: string): void {
    const p = el("p", "text-sm text-red-600 dark:text-red-400", message);
    p.id = "create-list-problem";
    p.setAttribute("role", "alert");
    region?.replaceChildren(p);
    allowCreate();
  }

  function render(data: Preview): void {
    const parts: HTMLElement[] = [];
    const skipped = data.counts.duplicate + data.counts.invalid;
    parts.push(
      el(
        "p",
        "text-sm font-medium",
        `${plural(data.total, "row")}: ${plural(data.counts.pending, "company", "companies")} to research, ${plural(data.counts.duplicate, "duplicate")}, ${data.counts.invalid.toLocaleString("en")} invalid`,
      ),
    );
    parts.push(pickers(data));
    parts.push(table(data));
    if (data.total > data.rows.length) {
      parts.push(
        el(
          "p",
          `text-xs ${muted}`,
          `The first ${data.rows.length} of ${plural(data.total, "row")}.${skipped ? " Duplicates and invalid rows are kept with their reason and cost nothing." : ""}`,
        ),
      );
    }
    const cost = el(
      "p",
      "text-sm",
      `At most ${plural(data.maxCredits, "credit")}: one per accepted lead. You have ${plural(data.creditsLeft, "credit")} left.`,
    );
    cost.dataset.listCost = "";
    parts.push(cost);
    let refusalId: string | undefined;
    if (!data.affordable && data.refusal) {
      const refusal = el("p", "text-sm text-red-600 dark:text-red-400", data.refusal);
      refusalId = "create-list-refusal";
      refusal.id = refusalId;
      refusal.setAttribute("role", "alert");
      parts.push(refusal);
    }
    region?.replaceChildren(...parts);
    allowCreate(refusalId);
  }

  /** One select per pick: the list's columns, and "none" where a pick may be left out. */
  function pickers(data: Preview): HTMLElement {
    const grid = el("div", "grid gap-3 sm:grid-cols-3");
    for (const pick of PICKS) {
      const id = `create-pick-${pick.key}`;
      const wrap = el("div", "space-y-1.5");
      const label = el("label", "block text-sm font-medium", pick.label);
      label.htmlFor = id;
      const select = el("select", selectClass);
      select.id = id;
      select.name = `picks.${pick.key}`;
      select.dataset.listPick = pick.key;
      select.append(new Option(pick.optional ? "None" : "None (not in my list)", ""));
      for (const column of data.columns) select.append(new Option(column, column));
      select.value = data.picks[pick.key] ?? "";
      wrap.append(label, select);
      grid.append(wrap);
    }
    return grid;
  }

  /** The first rows as the user's columns, with what each row became; scrolls inside its card. */
  function table(data: Preview): HTMLElement {
    const box = el(
      "div",
      "max-h-72 max-w-full overflow-auto rounded-md border border-gray-200 dark:border-gray-800",
    );
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", "First rows of your list");
    const t = el("table", "min-w-full text-left text-sm");
    const picked = new Map(
      Object.entries(data.picks).map(([pick, column]) => [column, pick as PickKey]),
    );
    const head = el("tr");
    for (const name of ["Row", ...data.columns, "Reading"]) {
      const th = el("th", "whitespace-nowrap bg-gray-50 px-3 py-2 font-medium dark:bg-gray-800");
      th.scope = "col";
      th.textContent = name;
      const pick = picked.get(name);
      if (pick) th.append(" ", el("span", `text-xs font-normal ${muted}`, `(${pick})`));
      head.append(th);
    }
    t.append(el("thead"), el("tbody"));
    t.tHead?.append(head);
    for (const row of data.rows) {
      const tr = el("tr", "border-t border-gray-200 dark:border-gray-800");
      const cells = [
        String(row.rowIndex + 1),
        ...data.columns.map((c) => row.cells[c] ?? ""),
        row.state === "pending" ? "To research" : (row.reason ?? row.state),
      ];
      for (const cell of cells) tr.append(el("td", "whitespace-nowrap px-3 py-1.5", cell));
      t.tBodies[0]?.append(tr);
    }
    box.append(t);
    return box;
  }

  /** The choice of source: a list's profile criteria are optional, a search's are required. */
  function applySource(): void {
    const list = isList();
    for (const name of ["companyType", "productsServices", "companyCount"]) {
      const control = form.querySelector<HTMLInputElement>(`[name=${name}]`);
      if (control) control.required = !list;
    }
    if (list) schedule(0);
    else allowCreate();
  }

  text.addEventListener("input", () => {
    keepPicks = false;
    schedule(TYPING_PAUSE_MS);
  });
  file.addEventListener("change", () => {
    keepPicks = false;
    schedule(0);
  });
  form.addEventListener("change", (e) => {
    const target = e.target as Element;
    if (target.matches("select[data-list-pick]")) {
      keepPicks = true;
      schedule(0);
    } else if (target.matches("input[name=source]")) {
      applySource();
    }
  });
  applySource();
}
