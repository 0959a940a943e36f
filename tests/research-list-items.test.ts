import { describe, expect, test } from "bun:test";
import { itemsOfLists, LIST_ITEMS, listItemLinks } from "../src/research/run/list-items.ts";
import { fetchedPage } from "./helpers/pages.ts";

/*
 * The items of a news or careers list worth a page of the budget: an appointment (its headline,
 * teaser or address names a role), the first job ad; only items filed under the list's address.
 */

const list = (path: string, items: string) =>
  fetchedPage(
    `https://www.firma.example${path}`,
    `<html><body><main>${items}</main></body></html>`,
  );
const article = (href: string, headline: string, teaser = "") =>
  `<article><h2><a href="${href}">${headline}</a></h2><p>${teaser}</p></article>`;

describe("a news item is read when it announces a role", () => {
  test.each<[string, string, string, string]>([
    ["de", "/aktuelles", "/aktuelles/neuer-einkaufsleiter", "Neuer Einkaufsleiter ab April"],
    ["sv", "/nyheter", "/nyheter/ny-vd", "Ny VD från 1 januari"],
    ["fr", "/actualites", "/actualites/2024-03-nomination", "Nouveau directeur commercial"],
    ["es", "/noticias", "/noticias/nombramiento", "Nuevo director general"],
    ["pl", "/aktualnosci", "/aktualnosci/zmiana", "Nowy prezes zarządu"],
    ["pt", "/noticias", "/noticias/rh", "Nova diretora de recursos humanos"],
    ["en", "/news", "/news/appointment", "New Managing Director appointed"],
  ])("%s: %s", (_language, path, href, headline) => {
    const page = list(
      path,
      article(`${path}/messe-2024`, "Trade fair 2024", "Hall 4, stand B12") +
        article(href, headline) +
        article(`${path}/neues-produkt`, "Product launch"),
    );
    expect(listItemLinks(page, "news")).toEqual([`https://www.firma.example${href}`]);
  });

  test("by the teaser when the headline says little", () => {
    const page = list(
      "/notizie",
      article(
        "/notizie/cambio",
        "Cambio al vertice",
        "Elena Galli è la nuova direttrice commerciale.",
      ),
    );
    expect(listItemLinks(page, "news")).toEqual(["https://www.firma.example/notizie/cambio"]);
  });

  test("not an item filed elsewhere nor another site's", () => {
    const page = list(
      "/news",
      article("/products/new-ceo-series", "The CEO series of pumps") +
        article("https://press.other.example/news/ceo", "New CEO at Other"),
    );
    expect(listItemLinks(page, "news")).toEqual([]);
  });
});

describe("of job ads, the first", () => {
  test.each<[string, string]>([
    ["nl", "/werken-bij"],
    ["de", "/karriere"],
    ["it", "/lavora-con-noi"],
  ])("%s: under %s", (_language, path) => {
    const page = list(
      path,
      `<ul><li><a href="${path}/monteur">Monteur</a></li><li><a href="${path}/buchhalter">Buchhalter</a></li></ul><a href="/kontakt">Kontakt</a>`,
    );
    expect(listItemLinks(page, "careers")).toEqual([`https://www.firma.example${path}/monteur`]);
  });
});

describe("items of the lists read, a few at most", () => {
  test("from news and careers pages only, none already tried", () => {
    const news = list(
      "/news",
      article("/news/a", "New Sales Director") +
        article("/news/b", "New CFO") +
        article("/news/c", "New CTO"),
    );
    const products = list("/products", article("/products/ceo-line", "New CEO line"));
    const items = itemsOfLists(
      [
        { page: products, kind: "products" },
        { page: news, kind: "news" },
      ],
      new Set(["https://www.firma.example/news/a"]),
      LIST_ITEMS,
    );
    expect(items).toEqual([
      { url: "https://www.firma.example/news/b", kind: "news" },
      { url: "https://www.firma.example/news/c", kind: "news" },
    ]);
  });
});
