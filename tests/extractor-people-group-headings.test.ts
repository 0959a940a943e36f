import { describe, expect, test } from "bun:test";
import { peopleOnPage } from "./helpers/extractor-people";

/*
 * A governing body's plural label as a heading with no colon ("Administrateurs", "Directors",
 * "Ledamöter"), then one row of its members' names: each member holds the label. Every item of
 * the row must read as a name; a row of firms, or of "Name, title" items, is no such list.
 */

const people = (body: string, countryCode: string) =>
  peopleOnPage(body, countryCode, "https://www.example.com/about");

describe("a body's plural label over a row of names", () => {
  test.each([
    [
      "fr",
      "FR",
      "<p><strong>Administrateurs</strong></p><p>Patrick Bernardeau · Aurélie Chauvet · Lucie Fradin</p>",
      "Administrateurs",
      ["Patrick Bernardeau", "Aurélie Chauvet", "Lucie Fradin"],
    ],
    [
      "en",
      "GB",
      "<h3>Directors</h3><p>Emily Carter, Robert Hughes and Sarah Patel</p>",
      "Directors",
      ["Emily Carter", "Robert Hughes", "Sarah Patel"],
    ],
    [
      "sv",
      "SE",
      "<h3>Ledamöter</h3><p>Eva Ek · Lars Holm · Per Berg</p>",
      "Ledamöter",
      ["Eva Ek", "Lars Holm", "Per Berg"],
    ],
  ])("%s", async (_lang, country, body, title, names) => {
    const found = await people(body, country);
    for (const name of names) expect(found).toContainEqual([name, title]);
  });

  test("a board table's cell lists several members under one office (en, pl)", async () => {
    const en = await people(
      "<table><tr><th>Role</th><th>Name</th></tr><tr><td>Chair</td><td>Margaret Dinsdale</td></tr><tr><td>Members</td><td>Ian Fawcett, Rhiannon Hughes-Kirkbride, Adebayo Okafor</td></tr></table>",
      "GB",
    );
    for (const name of ["Ian Fawcett", "Rhiannon Hughes-Kirkbride", "Adebayo Okafor"]) {
      expect(en).toContainEqual([name, "Members"]);
    }
  });

  test("a title heading over a row: a member's own bracketed title wins (de)", async () => {
    const found = await people(
      "<p><strong>Beisitzer</strong><br><span>Heiko Frank (Elektromeister), Natalia Sommer (Friseurmeisterin), Wolfgang Hahn</span></p>",
      "DE",
    );
    expect(found).toContainEqual(["Heiko Frank", "Beisitzer"]);
    expect(found).toContainEqual(["Natalia Sommer", "Friseurmeisterin"]);
    expect(found).toContainEqual(["Wolfgang Hahn", "Beisitzer"]);
  });

  test("firms under a plural label are no members (en, de)", async () => {
    expect(
      await people("<h3>Partners</h3><p>Baker Hughes, Rolls Royce and Johnson Controls</p>", "GB"),
    ).toEqual([]);
    expect(
      await people("<h3>Gesellschafter</h3><p>Müller Holding · Schmidt Beteiligungen</p>", "DE"),
    ).toEqual([]);
  });

  test("one name alone or a sentence under the label is not read as a member row (fr, en)", async () => {
    const one = await people("<h3>Administrateurs</h3><p>Patrick Bernardeau</p>", "FR");
    expect(one).not.toContainEqual(["Patrick Bernardeau", "Administrateurs"]);
    const prose = await people(
      "<h3>Directors</h3><p>Our directors meet every month in Leeds and York.</p>",
      "GB",
    );
    expect(prose).toEqual([]);
  });
});
