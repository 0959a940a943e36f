import { describe, expect, test } from "bun:test";
import { discoverPageLinks } from "../src/research/extractor/links.ts";
import { fetchedPage } from "./helpers/pages";

/*
 * A maker's page about its own making ("Fertigung", "Fabrication", "Produzione", "Capabilities")
 * is read like a products page: it is where a small maker says, in its own voice, that it makes.
 */

const kindOf = (path: string, text: string) =>
  discoverPageLinks(
    fetchedPage("https://www.firma.example/", `<nav><a href="${path}">${text}</a></nav>`),
  ).find((link) => link.url.endsWith(path))?.kind;

const MAKING_PAGES: [string, string, string][] = [
  ["de", "/fertigung.html", "Fertigung"],
  ["fr", "/fabrication", "Fabrication"],
  ["it", "/produzione", "Produzione"],
  ["es", "/fabricacion", "Fabricación"],
  ["nl", "/productie-en-montage", "Productie"],
  ["pl", "/produkcja", "Produkcja"],
  ["sv", "/tillverkning", "Tillverkning"],
  ["pt", "/producao", "Produção"],
  ["en", "/capabilities", "Capabilities"],
];

describe("pages about the company's making", () => {
  for (const [lang, path, text] of MAKING_PAGES) {
    test(`${lang}: "${text}" is read as a products page`, () => {
      expect(kindOf(path, text)).toBe("products");
    });
  }
});
