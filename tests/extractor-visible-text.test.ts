import { describe, expect, test } from "bun:test";
import { parseHtml, toLines } from "../src/research/extractor/text.ts";

/*
 * What the extractor reads is what a visitor sees (DESIGN.md "Never fabricate"): hidden markup
 * never reaches a lead, a verdict or a prompt, and inline markup never glues a word to an address.
 */

const text = (html: string) =>
  toLines(parseHtml(html))
    .map((line) => line.text)
    .join("\n");
const hrefs = (html: string) => toLines(parseHtml(html)).flatMap((line) => line.hrefs);

describe("hidden text is never read", () => {
  const hidden: [string, string][] = [
    ["the hidden attribute", "<div hidden>SECRET</div>"],
    ['aria-hidden="true"', '<span aria-hidden="true">SECRET</span>'],
    ["display:none", '<p style="color:red; display: none">SECRET</p>'],
    ["display:none !important", '<p style="display:none!important">SECRET</p>'],
    ["visibility:hidden", '<p style="visibility:hidden">SECRET</p>'],
    ["font-size:0", '<span style="font-size:0">SECRET</span>'],
    ["font-size:0px", '<span style="font-size: 0px">SECRET</span>'],
    ["font-size:0em", '<span style="font-size:0.0em">SECRET</span>'],
    ["opacity:0", '<span style="opacity:0">SECRET</span>'],
    ["off-screen left", '<div style="position:absolute;left:-9999px">SECRET</div>'],
    ["off-screen top", '<div style="position: fixed; top: -1000px">SECRET</div>'],
    ["text-indent", '<h1 style="text-indent:-9999px">SECRET</h1>'],
    ["clip rect", '<span style="position:absolute;clip:rect(0 0 0 0)">SECRET</span>'],
    ["clip-path inset", '<span style="clip-path: inset(50%)">SECRET</span>'],
    ["zero height", '<div style="height:0;overflow:hidden">SECRET</div>'],
    ["template", "<template><p>SECRET</p></template>"],
    ["noscript", "<noscript>SECRET</noscript>"],
    ["a comment", "<!-- SECRET -->"],
    ["script", "<script>var a = 'SECRET';</script>"],
    ["style", "<style>/* SECRET */</style>"],
    ["a hidden input", '<input type="hidden" value="SECRET">'],
    ["a page rule on a class", "<style>.x{display:none}</style><div class='x'>SECRET</div>"],
    ["a page rule on an id", "<style>#y { visibility: hidden; }</style><p id='y'>SECRET</p>"],
    [
      "a rule on tag.class",
      "<style>span.a.b{font-size:0}</style><span class='b a c'>SECRET</span>",
    ],
    ["a selector list", "<style>.q, .x{opacity:0}</style><div class='x'>SECRET</div>"],
    ["a framework class", "<span class='sr-only'>SECRET</span>"],
    ["Bootstrap d-none", "<div class='d-none'>SECRET</div>"],
  ];
  for (const [name, html] of hidden) {
    test(name, () => {
      const read = text(`<html><body><p>Visible</p>${html}</body></html>`);
      expect(read).toContain("Visible");
      expect(read).not.toContain("SECRET");
    });
  }

  test("a link in hidden markup gives no href either", () => {
    const html = '<p>Call</p><div style="display:none"><a href="tel:+4930123456">x</a></div>';
    expect(hrefs(html)).toEqual([]);
  });

  test("what a desktop visitor sees stays: media-query rules, responsive classes, other styles", () => {
    const html = `<style>@media (max-width: 600px) { .m { display: none } } .c { color: red }</style>
      <p class="m">MOBILE</p><p class="c">RED</p><div class="d-none d-md-block">WIDE</div>
      <div class="hidden md:flex">FLEX</div><p style="position:absolute;left:10px">PLACED</p>
      <p style="font-size:10px;opacity:0.5">SMALL</p><p aria-hidden="false">SHOWN</p>`;
    const read = text(html);
    for (const word of ["MOBILE", "RED", "WIDE", "FLEX", "PLACED", "SMALL", "SHOWN"]) {
      expect(read).toContain(word);
    }
  });

  test("a document hidden until its script runs (anti-flicker) is read", () => {
    const html = `<html class="async-hide"><head><style>.async-hide { opacity: 0 !important }</style></head>
      <body style="opacity:0"><p>Tel: 030 1234567</p></body></html>`;
    expect(toLines(parseHtml(html)).map((line) => line.text)).toEqual(["Tel: 030 1234567"]);
  });

  test("a hidden phone beside a visible one: only the visible one is read", () => {
    const html = `<p>Tel: 030 1234567</p><p style="display:none">Tel: 040 7654321</p>`;
    expect(text(html)).toBe("Tel: 030 1234567");
  });
});

describe("inline markup never glues a word to an address", () => {
  const cases: [string, string, string][] = [
    [
      "a bar before a link",
      '<p>808-1268 |<a href="mailto:info@x.com">info@x.com</a>| SW C</p>',
      "808-1268 | info@x.com | SW C",
    ],
    [
      "a word before a link",
      '<p>contact Kathy at<a href="mailto:kathy@x.com">kathy@x.com</a>.</p>',
      "contact Kathy at kathy@x.com.",
    ],
    ["a label's colon", "<p>E-mail:<a>info@braces.ie</a></p>", "E-mail: info@braces.ie"],
    [
      "a word after a link",
      "<p><a>job@tag44.com</a>or get in touch</p>",
      "job@tag44.com or get in touch",
    ],
    ["a word after an address", "<p>Mail<b>info@muster.de</b>Tel</p>", "Mail info@muster.de Tel"],
  ];
  for (const [name, html, expected] of cases) {
    test(name, () => expect(text(html)).toBe(expected));
  }

  const joined: [string, string, string][] = [
    [
      "an address split in spans",
      "<p><span>info</span>@<span>muster.de</span></p>",
      "info@muster.de",
    ],
    ["an @ in its own element", "<p>info<span>@</span>muster.de</p>", "info@muster.de"],
    [
      "a dotted local part",
      "<p><span>max.</span><span>mustermann@muster.de</span></p>",
      "max.mustermann@muster.de",
    ],
    ["a styled letter in a word", "<p>Mü<b>ller</b> GmbH</p>", "Müller GmbH"],
    ["a domain in its own element", "<p>info@muster.<b>de</b></p>", "info@muster.de"],
  ];
  for (const [name, html, expected] of joined) {
    test(`joins ${name}`, () => expect(text(html)).toBe(expected));
  }
});
