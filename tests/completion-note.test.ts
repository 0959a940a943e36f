import { describe, expect, test } from "bun:test";
import { runningSignal } from "../src/live/chat-contract";
import {
  completionHeadline,
  completionMessage,
  contactLine,
  nextStepLine,
  nextSteps,
} from "../src/projects/completion-note";
import { formatUsd, projectUsage, usageLines } from "../src/projects/project-usage";
import { configuredModelPrice, tokenCost } from "../src/research/llm/model-prices";

// Issue 15: a run that ends short of its target says how many it found, that the search ran
// out, and what the user can do; the engine's message, the banner and the activity line all
// read these functions.

describe("completion words", () => {
  test("short of the target: real numbers, never 'All 0 companies found'", () => {
    expect(completionHeadline(3, 20)).toBe(
      "Found 3 of 20 companies: the search ran out of matching sites.",
    );
    expect(completionHeadline(0, 20)).toBe(
      "Found 0 of 20 companies: the search ran out of matching sites.",
    );
    expect(completionHeadline(20, 20)).toBe("Research completed! All 20 companies found.");
  });

  test("the next step names what narrows this profile: the city first, then keywords", () => {
    const scope = {
      country: "Germany",
      city: "Munich",
      keywords: "folding boxes, FSC",
      exclusions: "resellers",
    };
    expect(nextSteps(scope)).toEqual([
      "search all of Germany rather than only Munich (a new project without the city)",
      "use fewer keywords: type 'remove keyword FSC', then 'resume' to search again",
    ]);
    expect(nextSteps({ country: "Germany", exclusions: "resellers\nagencies" })).toEqual([
      "exclude less: type 'remove exclusion agencies', then 'resume' to search again",
    ]);
    // Nothing narrows it but the type and products themselves.
    expect(nextStepLine({ country: "Poland", city: " ", keywords: "", exclusions: null })).toBe(
      "Next step: describe the company type or products more broadly, or try a neighbouring country (a new project).",
    );
  });

  test("the chat message says the same and stops the chat's running flag", () => {
    const scope = { country: "Germany", city: "Munich" };
    const short = completionMessage(3, 20, scope);
    expect(short).toBe(
      "Research completed. Found 3 of 20 companies: the search ran out of matching sites. Next step: search all of Germany rather than only Munich (a new project without the city).",
    );
    expect(runningSignal(short)).toBe("stopped");
    const reached = completionMessage(20, 20, scope);
    expect(reached).toContain("I found all 20 companies");
    expect(reached).not.toContain("Next step");
    expect(runningSignal(reached)).toBe("stopped");
  });

  test("companies are not contacts: the message says how many name the wanted person", () => {
    const scope = { country: "Poland" };
    const tally = { title: "Purchase Director", named: 1, direct: 1 };
    expect(completionMessage(15, 15, scope, tally)).toBe(
      "Research completed! I found all 15 companies you asked for. The Purchase Director is named at 1 of them, with a direct e-mail or phone at 1. You can review them in the Results tab or export them to Excel.",
    );
    expect(contactLine(4, { title: "CEO", named: 4, direct: 0 })).toBe(
      "The CEO is named at all 4, none with a direct e-mail or phone.",
    );
    expect(contactLine(4, { title: "Other", named: 0, direct: 0 })).toBe(
      "A decision maker is named at none of them.",
    );
    const short = completionMessage(3, 20, scope, { title: "CFO", named: 2, direct: 1 });
    expect(short).toContain("Found 3 of 20 companies");
    expect(short).toContain("The CFO is named at 2 of them, with a direct e-mail or phone at 1.");
    expect(runningSignal(short)).toBe("stopped");
  });
});

describe("project usage (issue 15)", () => {
  test("credits and tokens always; the cost only when the model has a price", () => {
    const row = { modelPromptTokens: 1_000_000, modelCompletionTokens: 200_000 };
    const offline = projectUsage(row, 7, null);
    expect(offline).toEqual({
      creditsSpent: 7,
      promptTokens: 1_000_000,
      completionTokens: 200_000,
      estimatedCostUsd: null,
    });
    expect(usageLines(offline)).toEqual([
      { label: "Credits spent", value: "7" },
      { label: "Model tokens", value: "1,200,000 (1,000,000 in, 200,000 out)" },
    ]);
    const price = configuredModelPrice({ OPENAI_API_KEY: "sk-x", OPENAI_MODEL: "gpt-4o-mini" });
    if (!price) throw new Error("gpt-4o-mini has a price");
    const priced = projectUsage(row, 7, (t) => tokenCost(price, t));
    // 1 M in at $0.15 + 0.2 M out at $0.60.
    expect(priced.estimatedCostUsd).toBeCloseTo(0.27, 10);
    expect(usageLines(priced).at(-1)).toEqual({ label: "Est. model cost", value: "$0.27" });
  });

  test("no price for the offline model, another server or an unknown model", () => {
    expect(configuredModelPrice({ OPENAI_MODEL: "gpt-4o-mini" })).toBeNull();
    expect(
      configuredModelPrice({
        OPENAI_API_KEY: "k",
        OPENAI_BASE_URL: "http://localhost:11434/v1",
        OPENAI_MODEL: "gpt-4o-mini",
      }),
    ).toBeNull();
    expect(configuredModelPrice({ OPENAI_API_KEY: "k", OPENAI_MODEL: "llama3" })).toBeNull();
    expect(
      configuredModelPrice({
        OPENAI_API_KEY: "k",
        OPENAI_BASE_URL: "https://api.openai.com/v1",
        OPENAI_MODEL: "gpt-4o",
      }),
    ).toEqual({ inputPerMillion: 2.5, outputPerMillion: 10 });
  });

  test("dollars: cents, and a tiny cost is not shown as nothing", () => {
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(0.004)).toBe("< $0.01");
    expect(formatUsd(1.234)).toBe("$1.23");
  });
});
