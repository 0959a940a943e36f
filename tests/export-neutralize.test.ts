import { describe, expect, test } from "bun:test";
import { csvField } from "../src/export/csv";
import { linkTarget, mailtoLink, telLink, webLink } from "../src/export/links";
import { neutralizeCell } from "../src/export/neutralize";
import { sheetName } from "../src/export/xlsx";
import { arrowRows } from "./helpers/table";

describe("neutralizeCell", () => {
  // Whatever a spreadsheet would read as the start of a formula, however it is hidden.
  test.each([
    ["a value starting with =", "=1+1"],
    ["a value starting with +", "+1+cmd|' /C calc'!A0"],
    ["a value starting with + and too few digits for a phone", "+4989"],
    ["a value starting with -", "-2+3"],
    ["a value starting with @", "@SUM(A1:A2)"],
    ["a value starting with tab", "\t=1+1"],
    ["a value starting with carriage return", "\r=1+1"],
    ["a value starting with formula with DDE", '=cmd|" /C calc"!A0'],
    ["a value starting with HYPERLINK formula", '=HYPERLINK("http://evil.example","click")'],
    ["a value starting with lone trigger", "="],
    ["a value behind leading spaces", "   =1+1"],
    ["a value behind leading newline", "\n=1+1"],
    ["a value behind leading no-break space", "\u00a0+1"],
    ["a value behind leading control character (dropped by the xlsx writer)", "\u0001=1+1"],
    ["a value behind leading zero-width space", "\u200b@x"],
    ["a value behind leading byte order mark", "\ufeff-1"],
    ["a value starting with the full-width ＝", "＝1+1"],
    ["a value starting with the full-width ＋", "＋49"],
    ["a value starting with the full-width －", "－1"],
    ["a value starting with the full-width ＠", "＠SUM(A1)"],
  ])("prefixes %s", (_name, value) => {
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });

  test("empty and missing values become the empty string", () => {
    expect(neutralizeCell(null)).toBe("");
    expect(neutralizeCell(undefined)).toBe("");
    expect(neutralizeCell("")).toBe("");
  });

  test.each([
    "Acme GmbH",
    "Sales Director",
    "anna@acme.example",
    "https://acme.example/contact",
    "089 1234567",
    "a=b",
    "x-ray",
    "'already quoted",
    "   ",
    "Müller & Söhne",
    "東京精密株式会社",
    "شركة التقنية",
    "🚀 Rocket Ltd",
  ])("leaves %p unchanged", (value) => {
    expect(neutralizeCell(value)).toBe(value);
  });

  test("prefixes only once and keeps the rest of the value", () => {
    const value = "=1+1\n=2+2";
    expect(neutralizeCell(value)).toBe("'=1+1\n=2+2");
  });
});

describe("link targets", () => {
  test.each([
    ...arrowRows(`
      acme.example                     → https://acme.example/
      www.acme.example/en/             → https://www.acme.example/en/
      https://acme.example/contact?x=1 → https://acme.example/contact?x=1
      HTTP://Acme.Example              → http://acme.example/
      //acme.example                   → https://acme.example/
      acme.example:8080/x              → https://acme.example:8080/x
    `),
    ["  acme.example  ", "https://acme.example/"],
  ])("website %p links to %p", (raw, href) => {
    expect(webLink(raw)).toBe(href);
  });

  test.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "mailto:a@b.example",
    "vbscript:msgbox",
    "https://bank.example@evil.example/",
    "acme example",
    "",
    null,
  ])("website %p gets no link", (raw) => {
    expect(webLink(raw)).toBeNull();
  });

  test("a target longer than Excel accepts gets no link", () => {
    expect(webLink(`https://acme.example/${"a".repeat(2100)}`)).toBeNull();
  });

  test("emails link as mailto only when they are a plain address", () => {
    expect(mailtoLink("anna@acme.example")).toBe("mailto:anna@acme.example");
    expect(mailtoLink(" anna@acme.example ")).toBe("mailto:anna@acme.example");
    // A failure lists the values that got a link anyway.
    const unlinked = [
      "anna@acme.example?subject=x&body=y",
      "anna",
      "=HYPERLINK(1)@x.example",
      null,
    ];
    expect(unlinked.filter((value) => mailtoLink(value) !== null)).toEqual([]);
  });

  test("phones link as tel with digits and a leading plus", () => {
    expect(telLink("+49 89 1234567")).toBe("tel:+49891234567");
    expect(telLink("(089) 123-45.67")).toBe("tel:0891234567");
    const unlinked = ["call us", "+1 555 CALL NOW", "12", null];
    expect(unlinked.filter((value) => telLink(value) !== null)).toEqual([]);
  });

  test("linkTarget dispatches on the column's kind", () => {
    expect(linkTarget("web", "acme.example")).toBe("https://acme.example/");
    expect(linkTarget("email", "a@acme.example")).toBe("mailto:a@acme.example");
    expect(linkTarget("phone", "+1 555 0100")).toBe("tel:+15550100");
  });
});

describe("csvField", () => {
  test.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["cr\rhere", '"cr\rhere"'],
    ["", ""],
  ])("%p is written as %p", (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe("sheetName", () => {
  test.each([
    ["Pumps in Germany", "Pumps in Germany"],
    ["a/b\\c[d]e:f*g?h", "a b c d e f g h"],
    ["'quoted'", "quoted"],
    ["x".repeat(40), "x".repeat(31)],
    ["", "Leads"],
    ["///", "Leads"],
    ["History", "Leads"],
  ])("%p becomes %p", (wanted, name) => {
    expect(sheetName(wanted)).toBe(name);
  });
});
