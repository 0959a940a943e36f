import { beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import type { LeadView } from "../src/projects/views";
import type { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { runningProjectWithLead } from "./helpers/projects";
import { ORIGIN } from "./helpers/research";

/*
 * "Geschäftsführerin: Dipl.-Ing. (FH) Renate Keßler": the extractor keeps the degree apart from
 * the name (issue 14); it is stored with the contact and reaches the results, the export's
 * Salutation column and HubSpot's, without ever joining the name.
 */

setDefaultTimeout(60_000);

const imprint = "https://kessler-apparatebau.example/impressum";

describeEachDatabase("a decision maker's honorific is kept, not lost", ({ handle }) => {
  let app: ReturnType<typeof createTestApp>["app"];
  let cookie: string;
  let projectId: number;

  beforeAll(async () => {
    const fields = {
      name: "Apparatebau",
      companyType: "manufacturer",
      productsServices: "pressure vessels",
      companyCount: 3,
    };
    ({ app, cookie, projectId } = await runningProjectWithLead(handle(), 5, fields, {
      domain: "kessler-apparatebau.example",
      website: "https://kessler-apparatebau.example/",
      companyName: "Keßler Apparatebau GmbH & Co. KG",
      contact: {
        person: {
          name: { value: "Renate Keßler", source: imprint },
          title: { value: "Geschäftsführerin", source: imprint },
          primaryTitle: "CEO",
          honorific: "Dipl.-Ing. (FH)",
        },
      },
      criteria: [{ criterion: "site", met: true, reason: "Company website read" }],
      scrapedPages: [imprint],
      rawScrapedContent: "{}",
    }));
  });

  const get = (path: string) => app.request(path, { headers: { cookie, origin: ORIGIN } });

  test("the results carry it beside the name", async () => {
    const [lead] = (await (
      await get(`/api/research-projects/${projectId}/results`)
    ).json()) as LeadView[];
    expect(lead?.contactName).toBe("Renate Keßler");
    expect(lead?.contactHonorific).toBe("Dipl.-Ing. (FH)");
  });

  test("the csv export and the HubSpot preset have it in a Salutation column", async () => {
    const csv = await (await get(`/api/research-projects/${projectId}/export?format=csv`)).text();
    const [header, row] = csv.trim().split(/\r?\n/);
    const columns = header?.split(",") ?? [];
    expect(columns.indexOf("Salutation")).toBe(columns.indexOf("Decision Maker") + 1);
    expect(row).toContain("Renate Keßler,Dipl.-Ing. (FH),Geschäftsführerin");
    const hubspot = await (
      await get(`/api/research-projects/${projectId}/export?format=hubspot-contacts`)
    ).text();
    expect(hubspot.trim().split(/\r?\n/)[1]?.endsWith(",Dipl.-Ing. (FH)")).toBe(true);
  });
});
