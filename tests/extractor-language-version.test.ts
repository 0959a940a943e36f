import { describe, expect, test } from "bun:test";
import { languageHomes, languageHomeToRead } from "../src/research/extractor/language-homes.ts";
import { fetchedPage } from "./helpers/pages.ts";

/*
 * A homepage in English whose own language's pages sit under /de/, /fr/, …: the local version is
 * read too, found by the language switcher or the hreflang alternates, the wanted country's
 * language first. A homepage in the local language needs no second one.
 */

const ENGLISH =
  "<p>We design and build machines for the food industry and ship them worldwide.</p>";
const home = (head: string, body: string, lang = "") =>
  fetchedPage(
    "https://www.firma.example/",
    `<!doctype html><html${lang ? ` lang="${lang}"` : ""}><head>${head}</head><body>${body}</body></html>`,
  );
const alternates = (codes: string[]) =>
  codes
    .map(
      (code) =>
        `<link rel="alternate" hreflang="${code}" href="https://www.firma.example/${code}/">`,
    )
    .join("");

describe("the local version of an English homepage", () => {
  test.each<[string, string]>([
    ["de", "Deutsch"],
    ["fr", "Français"],
    ["it", "Italiano"],
    ["es", "Español"],
    ["nl", "Nederlands"],
    ["pl", "Polski"],
    ["sv", "Svenska"],
    ["pt", "Português"],
  ])("%s: by the switcher's link to /%s/ (%s)", (code, name) => {
    const page = home("", `${ENGLISH}<a href="/">English</a> <a href="/${code}/">${name}</a>`);
    expect(languageHomeToRead(page, false)).toBe(`https://www.firma.example/${code}/`);
  });

  test("by the hreflang alternates alone, the wanted country's language first", () => {
    const page = home(alternates(["en", "x-default", "fr", "de", "ja"]), ENGLISH, "en");
    expect(languageHomes(page)).toEqual([
      "https://www.firma.example/en/",
      "https://www.firma.example/fr/",
      "https://www.firma.example/de/",
    ]);
    expect(languageHomeToRead(page, false, "de")).toBe("https://www.firma.example/de/");
    expect(languageHomeToRead(page, false)).toBe("https://www.firma.example/fr/");
  });

  test("by a language subdomain", () => {
    const page = home("", `${ENGLISH}<a href="https://sv.firma.example/">SV</a>`);
    expect(languageHomeToRead(page, false, "sv")).toBe("https://sv.firma.example/");
  });

  test("none for a homepage in the local language, declared or written", () => {
    const german = home(
      alternates(["de", "en"]),
      "<p>Wir bauen Maschinen für die Industrie.</p>",
      "de",
    );
    expect(languageHomeToRead(german, false)).toBeUndefined();
    const polish = home(
      "",
      `<p>Jesteśmy firmą rodzinną i produkujemy meble od 1990 roku.</p><a href="/en/">EN</a> <a href="/de/">DE</a>`,
    );
    expect(languageHomeToRead(polish, false)).toBeUndefined();
  });

  test("none for a homepage whose only other versions are English", () => {
    const page = home(alternates(["en-gb", "en-us"]), ENGLISH, "en");
    expect(languageHomeToRead(page, false)).toBeUndefined();
  });

  test("a language chooser: the wanted country's language first, else the first", () => {
    const chooser = home("", '<a href="/en/">English</a> <a href="/it/">Italiano</a>');
    expect(languageHomeToRead(chooser, true, "it")).toBe("https://www.firma.example/it/");
    expect(languageHomeToRead(chooser, true)).toBe("https://www.firma.example/en/");
  });
});
