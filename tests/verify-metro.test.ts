import { describe, expect, test } from "bun:test";
import { cityNames } from "../src/research/knowledge/countries";
import { inMetroArea } from "../src/research/knowledge/metro";
import { verifyByRules } from "../src/research/verify/rules-verifier";
import { siteEvidence } from "./helpers/evidence";

const metro = (city: string, town: string) => inMetroArea(cityNames(city).city, town);

describe("metro areas from the gazetteer", () => {
  test.each([
    ["Toulouse", "Blagnac"],
    ["Toulouse", "Colomiers Cedex"],
    ["Houston", "Pasadena, TX"],
    ["Bologna", "Casalecchio di Reno"],
  ])("%s counts %s", (city, town) => expect(metro(city, town)).toBe(true));
  test.each([
    ["Toulouse", "Albi"],
    ["Houston", "Dallas"],
    ["Lyon", "Paris"],
    ["Bologna", "Modena"],
  ])("%s does not count %s", (city, town) => expect(metro(city, town)).toBe(false));
});

const judge = (city: string, exclusions: string[], text: string) =>
  verifyByRules(
    {
      country: "France",
      city,
      companyType: "service company",
      productsServices: "nettoyage",
      exclusions,
    },
    siteEvidence({ "/contact": text }),
  ).criteria;

describe("the city criterion and place exclusions count the metro area", () => {
  const inBlagnac = "Contact : 12 avenue des Pins, 31700 Blagnac, France. Tél. 05 61 00 00 00";
  const inToulouse = "Contact : 4 rue des Lilas, 31000 Toulouse, France. Tél. 05 61 00 00 00";
  const inAlbi = "Contact : 4 rue des Lilas, 81000 Albi, France. Tél. 05 63 00 00 00";
  const city = (text: string, exclusions: string[] = []) =>
    judge("Toulouse", exclusions, text).find((c) => c.criterion === "city")?.met;
  const excluded = (exclusion: string, text: string) =>
    judge("Toulouse", [exclusion], text).find((c) => c.criterion === "exclusions")?.met === false;

  test("a suburb's address is in the city", () => expect(city(inBlagnac)).toBe(true));
  test("a town 70 km away is not", () => expect(city(inAlbi)).toBe(false));
  test.each([
    "companies based outside the Toulouse metropolitan area",
    "entreprises hors de l'agglomération de Toulouse",
    "Firmen außerhalb vom Großraum Toulouse",
    "empresas fuera del área metropolitana de Toulouse",
  ])('"%s" keeps the city and its suburbs, excludes a far town', (exclusion) => {
    expect(excluded(exclusion, inToulouse)).toBe(false);
    expect(excluded(exclusion, inBlagnac)).toBe(false);
    expect(excluded(exclusion, inAlbi)).toBe(true);
  });
});
