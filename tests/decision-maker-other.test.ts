import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { createProjectInput } from "../src/projects/schemas";
import { planReply } from "../src/research/chat/replies";
import { wantedTitle } from "../src/research/decision-makers";
import { bestDecisionMaker } from "../src/research/extractor/index";
import type { CompanyFacts, ExtractedPerson } from "../src/research/ports";
import { profileOf } from "../src/research/profile";
import { CreateProjectForm } from "../src/views/create-project-form";

/*
 * Decision maker 'Other' asks for the title wanted (issue 29): the plan names it, the engine
 * looks for it, and 'Other' without a title is refused with its own message.
 */

const form = {
  name: "Quality heads",
  country: "Germany",
  companyType: "Manufacturer",
  productsServices: "Precision parts",
  companyCount: 5,
};

const person = (name: string, title: string, primaryTitle?: string): ExtractedPerson => ({
  name: { value: name, source: "https://x.example/team" },
  title: { value: title, source: "https://x.example/team" },
  primaryTitle,
});

describe("decision maker 'Other' with the title wanted", () => {
  test("'Other' takes the title wanted; without one it means whoever leads", () => {
    const alone = createProjectInput.parse({ ...form, decisionMaker: "Other" });
    expect(alone.decisionMakerTitle).toBeUndefined();
    const ok = createProjectInput.parse({
      ...form,
      decisionMaker: "Other",
      decisionMakerTitle: "  Head of Quality ",
    });
    expect(ok.decisionMakerTitle).toBe("Head of Quality");
    expect(
      createProjectInput.safeParse({
        ...form,
        decisionMaker: "Other",
        decisionMakerTitle: "x".repeat(101),
      }).success,
    ).toBe(false);
  });

  test("the plan names the title, never 'the Other'", () => {
    const project = {
      ...form,
      city: null,
      decisionMaker: "Other",
      decisionMakerTitle: "Head of Quality",
    };
    const reply = planReply(project, { aiKeywords: [], queries: [{ query: "q" }] }, []);
    expect(reply).toContain("find the Head of Quality with their contact details");
    expect(reply).not.toContain("the Other");
    const untitled = planReply(
      { ...project, decisionMakerTitle: null },
      { aiKeywords: [], queries: [{ query: "q" }] },
      [],
    );
    expect(untitled).toContain(
      "find the decision maker (whoever leads the company) with their contact details",
    );
  });

  test("the engine looks for the typed title; a catalogue title ignores a stray one", () => {
    expect(wantedTitle({ decisionMaker: "Other", decisionMakerTitle: "Head of Quality" })).toBe(
      "Head of Quality",
    );
    expect(wantedTitle({ decisionMaker: "CEO", decisionMakerTitle: "Head of Quality" })).toBe(
      "CEO",
    );
    const profile = profileOf({
      ...form,
      city: null,
      keywords: null,
      aiGeneratedKeywords: [],
      decisionMaker: "Other",
      decisionMakerTitle: "Head of Quality",
      exclusions: null,
      existingCompanies: [],
    });
    expect(profile.decisionMaker).toBe("Head of Quality");
  });

  test("a title no role covers is matched by its own words, never by a stand-in", () => {
    const facts: CompanyFacts = {
      emails: [],
      phones: [],
      people: [
        person("Anna Weber", "Geschäftsführerin", "CEO"),
        person("Jonas Roth", "Head of Quality Assurance"),
      ],
    };
    expect(bestDecisionMaker(facts, "Head of Quality")?.name.value).toBe("Jonas Roth");
    expect(bestDecisionMaker(facts, "Lab Manager")).toBeUndefined();
    // A typed title that a role covers finds that role's holder.
    expect(bestDecisionMaker(facts, "Managing Director")?.name.value).toBe("Anna Weber");
  });

  test("the create form asks for it only once 'Other' is chosen, and keeps a refused value", () => {
    const html = renderToString(CreateProjectForm({}));
    expect(html).toContain('name="decisionMakerTitle"');
    expect(html).toContain('data-other-title=""');
    const refused = renderToString(
      CreateProjectForm({
        values: { decisionMaker: "Other", decisionMakerTitle: "" },
        errors: { decisionMakerTitle: "Must be at most 100 characters" },
      }),
    );
    expect(refused).toContain('data-other-title="shown"');
    expect(refused).toContain("Must be at most 100 characters");
  });
});
