import { createExtractor } from "../../src/research/extractor/index";
import { pageWithBody } from "./pages";

/** The people the extractor reads on one page whose `<body>` holds `html`, as [name, title]. */
export function peopleOnPage(
  html: string,
  countryCode: string,
  url = "https://www.example.com/team",
) {
  const facts = createExtractor().extract([pageWithBody(url, html)], { countryCode });
  return (facts.people ?? []).map((p) => [p.name.value, p.title.value]);
}
