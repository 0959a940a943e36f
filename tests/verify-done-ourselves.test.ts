import { describe, expect, test } from "bun:test";
import { manufacturerTypeMet } from "./helpers/type-met";

/*
 * A company that stresses it does the work itself ("nous-mêmes", "selbst", "zelf", "själva") in
 * its own workshop makes what it sells, whatever its process verb; "selbst" as "even", an errand
 * or a repair done itself, and a denial do not claim making.
 */

const typeMet = manufacturerTypeMet;

const OURSELVES: [string, string][] = [
  ["fr", "Nous torréfions, broyons et conchons nous-mêmes nos fèves dans notre atelier de Liège."],
  ["de", "Wir rösten und walzen die Bohnen selbst in unserer eigenen Werkstatt in Basel."],
  ["nl", "Wij branden en malen de bonen zelf in onze werkplaats in Gent."],
  ["sv", "Vi rostar bönorna själva i vår verkstad i Malmö."],
  ["en", "We roast and temper everything ourselves in our workshop in Leeds."],
  ["pt", "Torramos e moemos nós mesmos o cacau na nossa fábrica do Porto."],
];

const NOT_OURSELVES: [string, string][] = [
  ["de", "Wir liefern selbst kleine Mengen aus unserer Werkstatt."],
  ["de", "Wir reparieren selbst alte Maschinen in unserer Werkstatt."],
  ["fr", "Nous ne torréfions pas nous-mêmes : notre atelier reçoit des couvertures belges."],
  ["en", "We roast ourselves at home, never in a workshop of our own."],
  ["pt", "Não torramos nós mesmos: a nossa fábrica só embala."],
  ["nl", "Wij branden de bonen zelf niet; onze werkplaats verpakt alleen."],
];

describe("work done ourselves in our own workshop", () => {
  for (const [lang, text] of OURSELVES) {
    test(`${lang}: "${text.slice(0, 48)}" claims making`, () => {
      expect(typeMet(text)).toBe(true);
    });
  }
  for (const [lang, text] of NOT_OURSELVES) {
    test(`${lang}: "${text.slice(0, 48)}" claims no making`, () => {
      expect(typeMet(text)).toBe(false);
    });
  }
});
