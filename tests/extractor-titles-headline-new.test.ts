import { describe, expect, test } from "bun:test";
import { withoutNew } from "../src/research/extractor/person-layouts.ts";
import { titled } from "./helpers/extractor-runs";

/*
 * A news headline's "new" before a title ("Ana Ruiz, nueva directora de marketing") says when
 * the person took the post, not what it is: the title is printed without it, as it already is in
 * running text ("… è il nuovo direttore commerciale").
 */

describe("a headline's 'new' is no part of the title", () => {
  test.each([
    ["ES", "<h3>Ana Ruiz, nueva directora de marketing</h3>", "Ana Ruiz", "directora de marketing"],
    [
      "FR",
      "<h2>Claire Petit, nouvelle directrice commerciale</h2>",
      "Claire Petit",
      "directrice commerciale",
    ],
    ["DE", "<h2>Neue Einkaufsleiterin: Petra Wenzel</h2>", "Petra Wenzel", "Einkaufsleiterin"],
    [
      "NL",
      "<h2>Sanne Visser, nieuwe commercieel directeur</h2>",
      "Sanne Visser",
      "commercieel directeur",
    ],
    ["SE", "<h2>Anna Berg, ny försäljningschef</h2>", "Anna Berg", "försäljningschef"],
    ["PT", "<h2>Rita Sousa, nova diretora comercial</h2>", "Rita Sousa", "diretora comercial"],
  ])("%s: %s", (country, body, name, title) => {
    expect(titled(body, country).map(([n, t]) => [n, t])).toContainEqual([name, title]);
  });

  test("kept where what is left is no title", () => {
    expect(withoutNew("New Business")).toBe("New Business");
    expect(withoutNew("Nuevo")).toBe("Nuevo");
    expect(withoutNew("nueva directora comercial")).toBe("directora comercial");
  });
});
