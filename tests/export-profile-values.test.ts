import { expect, setDefaultTimeout, test } from "bun:test";
import Papa from "papaparse";
import { describeEachDatabase } from "./helpers/database";
import { projectsApi } from "./helpers/projects-api";
import { signedInUser } from "./helpers/session";

setDefaultTimeout(60_000);

/*
 * The export read as a CRM import reads it: a CSV parser, a header row, then "Country" mapped to
 * the account's country field. Those columns must hold values, the evidence its own columns.
 */

const verdict = [
  {
    criterion: "country",
    met: true,
    reason: "Address in Germany",
    quote: "Leopoldstraße 12, 80802 München",
    url: "https://x.example/impressum",
  },
  {
    criterion: "city",
    met: true,
    reason: "Address in Munich",
    quote: "80802 München",
    url: "https://x.example/impressum",
  },
  {
    criterion: "companyType",
    met: true,
    reason: "Makes pumps",
    quote: "Wir fertigen Pumpen",
    url: "https://x.example/",
  },
  {
    criterion: "products",
    met: true,
    reason: "Industrial pumps",
    quote: "Industriepumpen",
    url: "https://x.example/",
  },
];

describeEachDatabase("export profile columns", ({ handle }) => {
  const { call, createViaApi, addLead } = projectsApi(handle);

  test("Country, City, Company Type and Products hold values; the quotes go to Evidence columns", async () => {
    const user = await signedInUser(handle());
    const id = (await createViaApi({ city: "" }, user.cookie)).id as number;
    await addLead(id, { companyName: "Pumpen Huber GmbH" }, {}, { criteria: verdict });
    await addLead(id, { companyName: "No Verdict AG" }, {}, { criteria: [] });
    const res = await call(
      "GET",
      `/api/research-projects/${id}/export?format=csv`,
      undefined,
      user.cookie,
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const [huber, none] = parsed.data;
    expect(huber).toMatchObject({
      Company: "Pumpen Huber GmbH",
      Country: "Germany",
      "Country Code": "DE",
      // The profile names no city: the town comes from the company's own address.
      City: "München",
      "Company Type": "Manufacturer",
      Products: "Industrial pumps",
    });
    expect(huber?.["Country Evidence"]).toBe(
      "✓ “Leopoldstraße 12, 80802 München” (https://x.example/impressum)",
    );
    expect(huber?.Country).not.toContain("✓");
    // No verdict, no claim: the value cells stay empty rather than repeat the profile.
    expect(none).toMatchObject({
      Country: "",
      "Country Code": "",
      City: "",
      "Company Type": "",
      Products: "",
    });
  });
});
