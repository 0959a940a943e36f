import { describe, expect, test } from "bun:test";
import {
  CANCEL_RESEARCH_MESSAGE,
  CONFIRM_PROMPT,
  MORE_LEADS_MESSAGE,
  runningSignal,
} from "../src/live/chat-contract";
import { intentByRules } from "../src/research/chat/intents";
import * as replies from "../src/research/chat/replies";

/*
 * The chat's prose contract holds both ways: the client reads the running flag from the
 * server's words and the server reads the client's button messages. A reply reworded without
 * its running or stop word would leave the client's status pill spinning (or silent).
 */

const project = {
  name: "Pumps in Germany",
  companyType: "Manufacturer",
  country: "Germany",
  city: null,
  companyCount: 20,
  decisionMaker: "CEO",
};

describe("the server's replies say what the client reads", () => {
  test.each([
    ["confirmed", replies.confirmedReply(project)],
    ["run started (none yet)", replies.runStartedReply(0, 20)],
    ["run started (some)", replies.runStartedReply(4, 20)],
    ["resumed", replies.resumedReply(4, 20)],
    ["more", replies.moreReply(10, 30, false)],
    ["already running", replies.alreadyRunningReply(4, 20)],
  ])("%s marks research as running", (_name, text) => {
    expect(runningSignal(text)).toBe("running");
  });

  test.each([
    ["target reached", replies.targetReachedReply(20)],
    ["ran out of candidates", replies.exhaustedReply(3, 20, { country: "Germany" })],
    [
      "ran out, with a city, keywords and exclusions to widen",
      replies.exhaustedReply(0, 20, {
        country: "Germany",
        city: "Munich",
        keywords: "pumps, valves",
        exclusions: "resellers",
      }),
    ],
    ["failed", replies.failedReply()],
  ])("%s marks research as stopped", (_name, text) => {
    expect(runningSignal(text)).toBe("stopped");
  });

  test("the plan ends with the question that shows the confirmation block", () => {
    const plan = replies.planReply(project, { aiKeywords: [], queries: [] } as never, []);
    expect(plan.trimEnd().endsWith(CONFIRM_PROMPT)).toBe(true);
  });
});

describe("the client's button messages reach the intents they mean", () => {
  const request = (message: string) => ({ message, status: "processing", companies: [] });

  test("'Cancel research' cancels", () => {
    expect(intentByRules(request(CANCEL_RESEARCH_MESSAGE)).intent).toBe("cancel");
  });

  test("'Add more leads to the research' asks for more", () => {
    expect(intentByRules({ ...request(MORE_LEADS_MESSAGE), status: "completed" }).intent).toBe(
      "more",
    );
  });
});
