import { escapeHtml } from "./mess.ts";

/*
 * Site templates: the same content blocks rendered as the web writes them (nav lists, cards,
 * tables, definition lists), so the extractor cannot lean on one markup shape.
 */

export interface PersonEntry {
  name: string;
  title: string;
  /** Already rendered (possibly obfuscated) email HTML. */
  emailHtml?: string;
  phoneText?: string;
}

export type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; html: string }
  | { kind: "people"; people: PersonEntry[]; phoneLabel: string; emailLabel: string }
  | { kind: "list"; items: string[] }
  | { kind: "rows"; rows: { label: string; html: string }[] };

export interface PageShell {
  lang: string;
  title: string;
  siteName: string;
  nav: { href: string; text: string }[];
  blocks: Block[];
  footerHtml: string;
  /** A `<meta charset>` to write, or none (the header alone declares it). */
  metaCharset?: string;
  /** Extra markup at the end of body: scripts, hidden text. */
  tailHtml?: string;
}

export type TemplateId = "classic" | "cards" | "table" | "dl";

export const templateIds: readonly TemplateId[] = ["classic", "cards", "table", "dl"];

function head(shell: PageShell): string {
  const meta = shell.metaCharset
    ? shell.metaCharset.startsWith("http-equiv")
      ? `<meta http-equiv="Content-Type" content="text/html; charset=${shell.metaCharset.slice(11)}">`
      : `<meta charset="${shell.metaCharset}">`
    : "";
  return `<!DOCTYPE html>\n<html lang="${shell.lang}">\n<head>${meta}<title>${escapeHtml(shell.title)}</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>\n`;
}

const navLinks = (shell: PageShell, sep = ""): string =>
  shell.nav.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`).join(sep);

function personLine(p: PersonEntry, block: { phoneLabel: string; emailLabel: string }): string {
  const parts = [];
  if (p.emailHtml) parts.push(`${escapeHtml(block.emailLabel)}: ${p.emailHtml}`);
  if (p.phoneText) parts.push(`${escapeHtml(block.phoneLabel)}: ${escapeHtml(p.phoneText)}`);
  return parts.join("<br>");
}

function renderBlock(block: Block, template: TemplateId): string {
  switch (block.kind) {
    case "heading":
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case "paragraph":
      return `<p>${block.html}</p>`;
    case "list":
      return template === "table"
        ? `<table class="products">${block.items.map((i) => `<tr><td>${escapeHtml(i)}</td></tr>`).join("")}</table>`
        : `<ul>${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
    case "rows":
      if (template === "dl" || template === "cards") {
        return `<dl>${block.rows.map((r) => `<dt>${escapeHtml(r.label)}</dt><dd>${r.html}</dd>`).join("")}</dl>`;
      }
      return template === "table"
        ? `<table>${block.rows.map((r) => `<tr><th>${escapeHtml(r.label)}</th><td>${r.html}</td></tr>`).join("")}</table>`
        : block.rows.map((r) => `<p>${escapeHtml(r.label)}: ${r.html}</p>`).join("\n");
    case "people":
      return renderPeople(block, template);
  }
}

function renderPeople(block: Extract<Block, { kind: "people" }>, template: TemplateId): string {
  const people = block.people;
  switch (template) {
    case "classic":
      return people
        .map(
          (p) =>
            `<div class="person"><h3>${escapeHtml(p.name)}</h3><p>${escapeHtml(p.title)}</p><p>${personLine(p, block)}</p></div>`,
        )
        .join("\n");
    case "cards":
      return `<div class="cards">${people
        .map(
          (p) =>
            `<div class="card"><strong>${escapeHtml(p.name)}</strong><span class="role">${escapeHtml(p.title)}</span><p>${personLine(p, block)}</p></div>`,
        )
        .join("")}</div>`;
    case "table":
      return `<table class="team"><tr><th></th><th></th><th></th></tr>${people
        .map(
          (p) =>
            `<tr><td>${escapeHtml(p.name)}</td><td>${escapeHtml(p.title)}</td><td>${personLine(p, block)}</td></tr>`,
        )
        .join("")}</table>`;
    case "dl":
      return `<dl class="team">${people
        .map(
          (p) =>
            `<dt>${escapeHtml(p.title)}</dt><dd>${escapeHtml(p.name)}${p.emailHtml || p.phoneText ? `<br>${personLine(p, block)}` : ""}</dd>`,
        )
        .join("")}</dl>`;
  }
}

/** The full HTML document for one page in one template. */
export function renderPage(shell: PageShell, template: TemplateId): string {
  const body = shell.blocks.map((b) => renderBlock(b, template)).join("\n");
  const title = `<h1>${escapeHtml(shell.title)}</h1>`;
  const tail = shell.tailHtml ?? "";
  switch (template) {
    case "classic":
      return `${head(shell)}<body>\n<header><div class="logo">${escapeHtml(shell.siteName)}</div><ul class="menu">${shell.nav.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`).join("")}</ul></header>\n<main>${title}\n${body}</main>\n<footer>${shell.footerHtml}</footer>${tail}\n</body></html>\n`;
    case "cards":
      return `${head(shell)}<body class="cards-theme">\n<nav class="navbar">${navLinks(shell, " ")}</nav>\n<section class="hero">${title}</section>\n<section class="content">${body}</section>\n<footer><div class="col">${shell.footerHtml}</div><div class="col">${navLinks(shell, " | ")}</div></footer>${tail}\n</body></html>\n`;
    case "table":
      return `${head(shell)}<body>\n<table width="100%"><tr><td>${escapeHtml(shell.siteName)}</td><td>${navLinks(shell, " &middot; ")}</td></tr></table>\n<div id="content">${title}\n${body}</div>\n<div id="footer">${shell.footerHtml}</div>${tail}\n</body></html>\n`;
    case "dl":
      return `${head(shell)}<body>\n<div class="wrapper"><aside><nav><ol>${shell.nav.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`).join("")}</ol></nav></aside>\n<article>${title}\n${body}</article></div>\n<footer><small>${shell.footerHtml}</small></footer>${tail}\n</body></html>\n`;
  }
}
