import { verifyByRules } from "../../src/research/verify/rules-verifier.ts";
import { siteEvidence } from "./evidence";

/**
 * Whether the rules verifier finds a chocolate maker's home page, holding `text`, to claim the
 * "manufacturer" company type: the shared probe of the making-claim tests.
 */
export const manufacturerTypeMet = (text: string) =>
  verifyByRules(
    {
      country: "Belgium",
      companyType: "manufacturer",
      productsServices: "chocolate",
      exclusions: [],
    },
    siteEvidence({ "/": text }, "Atelier Dupont", "dupont.example"),
  ).criteria.find((c) => c.criterion === "companyType")?.met;
