import { schemaName } from "../../src/research/llm/json-schema.ts";
import type { RuleHandler, RuleHandlers } from "../../src/research/llm/rules-model.ts";
import {
  type FakeOpenAi,
  type FakeReply,
  type FakeUsage,
  type RecordedChatRequest,
  startFakeOpenAi,
} from "./openai-server.ts";
import { withSentencePeople } from "./sentence-people.ts";

/**
 * An OpenAI-compatible server that answers like the offline rules model: it reads the task from
 * the request (the json_schema name, or the forced tool's name), parses the JSON data
 * block back out of the user message, applies that task's rule and replies with the rule's JSON.
 * So the real openai adapter and the engine around it run end to end offline, with token usage
 * and (optionally) a model's latency, which the rules model itself has neither of.
 */

export interface RulesBackedOpenAiOptions {
  /** Added to every call, like a hosted model's response time. Default 0. */
  latencyMs?: number;
}

export interface RulesBackedOpenAi {
  /** Base URL including /v1, as OPENAI_BASE_URL takes it. */
  url: string;
  /** Chat completion calls answered so far. */
  readonly calls: number;
  /** Every request received, as sent (tests check what reached the model). */
  readonly requests: readonly RecordedChatRequest[];
  stop(): Promise<void>;
}

// The adapter's quoteData writes exactly one such block, tags with a random boundary; no < or >
// appears inside it (they are \u escapes).
const DATA_BLOCK = /<data-([0-9a-f]+)>\n([\s\S]*?)\n<\/data-\1>/;

/**
 * Starts the server over the given rules (usually researchRuleHandlers). Reading people, it does
 * a little more than the rules, as a model would: it also reads people named in apposition in a
 * sentence (sentence-people.ts).
 */
export function startRulesBackedOpenAi(
  rules: RuleHandlers,
  options: RulesBackedOpenAiOptions = {},
): RulesBackedOpenAi {
  const readPeople = rules["read-people"];
  const handlers = readPeople ? { ...rules, "read-people": withSentencePeople(readPeople) } : rules;
  const fake = startFakeOpenAi((request) => answer(request, handlers));
  const front = options.latencyMs ? delayingFrontDoor(fake, options.latencyMs) : undefined;
  return {
    url: front?.url ?? fake.url,
    get calls() {
      return fake.requests.length;
    },
    get requests() {
      return fake.requests;
    },
    stop: async () => {
      await front?.stop();
      await fake.stop();
    },
  };
}

function answer(request: RecordedChatRequest, handlers: RuleHandlers): FakeReply {
  const tool = toolName(request.body);
  const name = tool ?? request.body.response_format?.json_schema?.name;
  if (typeof name !== "string") {
    return badRequest("only json_schema and tool modes are supported (no schema name sent)");
  }
  const handler = handlerFor(name, handlers);
  if (!handler) return badRequest(`no rule for schema "${name}"`);
  const data = dataBlockOf(request.body.messages);
  if (!data) return badRequest("no JSON data block in the user message");
  let value: unknown;
  try {
    value = handler(data);
  } catch (error) {
    return badRequest(`the rule for "${name}" failed: ${(error as Error).message}`);
  }
  // The fake's handler cannot await, and every research rule is synchronous.
  if (value instanceof Promise) return badRequest(`the rule for "${name}" is asynchronous`);
  const json = JSON.stringify(value);
  const usage = estimateUsage(request.body, json);
  return tool
    ? { kind: "tool", name: tool, arguments: json, usage }
    : { kind: "text", content: json, usage };
}

// biome-ignore lint/suspicious/noExplicitAny: the request body is arbitrary JSON from the SDK
function toolName(body: any): string | undefined {
  const forced = body.tool_choice?.function?.name ?? body.tools?.[0]?.function?.name;
  return typeof forced === "string" ? forced : undefined;
}

/** The rule whose task name the adapter turned into this schema name. */
function handlerFor(name: string, handlers: RuleHandlers): RuleHandler | undefined {
  const task = Object.keys(handlers).find((t) => schemaName(t) === name);
  return task === undefined ? undefined : handlers[task];
}

/** The data the engine sent: the first user message's data block (retries come later). */
function dataBlockOf(messages: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(messages)) return undefined;
  const user = messages.find((m) => m?.role === "user" && typeof m.content === "string");
  const block = user?.content.match(DATA_BLOCK)?.[2];
  if (block === undefined) return undefined;
  try {
    const data: unknown = JSON.parse(block);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tokens estimated as ceil(characters / 4), the usual rule of thumb for English text with
 * OpenAI's tokenizers: the prompt counts every message plus the schema or tool definition (the
 * server reads those too), the completion counts the answer's JSON.
 */
// biome-ignore lint/suspicious/noExplicitAny: the request body is arbitrary JSON from the SDK
function estimateUsage(body: any, completionJson: string): FakeUsage {
  const messageChars = (Array.isArray(body.messages) ? body.messages : []).reduce(
    (sum: number, m: { content?: unknown }) =>
      sum + (typeof m.content === "string" ? m.content.length : 0),
    0,
  );
  const schemaChars = JSON.stringify(body.response_format ?? body.tools ?? "").length;
  return {
    prompt: Math.ceil((messageChars + schemaChars) / 4),
    completion: Math.ceil(completionJson.length / 4),
  };
}

function badRequest(message: string): FakeReply {
  return { kind: "error", status: 400, message };
}

/**
 * The fake answers synchronously, so latency is added by a loopback proxy in front of it that
 * waits, then forwards the request unchanged.
 */
function delayingFrontDoor(fake: FakeOpenAi, latencyMs: number) {
  const target = new URL(fake.url).origin;
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      await Bun.sleep(latencyMs);
      const { pathname, search } = new URL(request.url);
      return fetch(`${target}${pathname}${search}`, {
        method: request.method,
        headers: request.headers,
        body: await request.arrayBuffer(),
      });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    stop: () => server.stop(true),
  };
}
