import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import type { LanguageModel, StructuredRequest, TokenUsage } from "../ports.ts";
import { LanguageModelError } from "./errors.ts";
import { toModelJsonSchema } from "./json-schema.ts";
import { structuredMessages } from "./prompt.ts";
import { type ChatMessage, streamChat } from "./stream-text.ts";
import { readAnswer, type StructuredMode, structuredParams } from "./structured-modes.ts";
import { addUsage, fromApiUsage, ZERO_USAGE } from "./usage.ts";

export type { ChatMessage } from "./stream-text.ts";
export type { StructuredMode } from "./structured-modes.ts";

/** Settings of the OpenAI-compatible adapter (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL...). */
export interface OpenAiModelOptions {
  apiKey: string;
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama); unset: OpenAI's. */
  baseURL?: string;
  model: string;
  /** Per HTTP attempt. */
  timeoutMs?: number;
  /** SDK retries on 408/409/429/5xx and connection errors, honouring Retry-After. */
  maxRetries?: number;
  /** How the answer's shape is requested; default json_schema. */
  structuredMode?: StructuredMode;
  temperature?: number;
  /** Called after every API call with what it spent, also for calls whose answer is refused. */
  onUsage?: (usage: TokenUsage, task: string) => void;
}

/** A model that can also stream a free-text chat reply. */
export interface ChatStreamer {
  /** Yields text pieces as they arrive; the generator's return value is the call's usage. */
  streamText(messages: ChatMessage[]): AsyncGenerator<string, TokenUsage>;
}

// One corrective round trip: a second wrong answer is unlikely to be fixed by a third.
const OUTPUT_ATTEMPTS = 2;
const MAX_ERROR_CHARS = 2000;

/** The `LanguageModel` port over the official `openai` SDK (OpenAI or any compatible server). */
export function createOpenAiModel(options: OpenAiModelOptions): LanguageModel & ChatStreamer {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
  });
  const mode = options.structuredMode ?? "json_schema";

  async function call(task: string, messages: ChatCompletionMessageParam[], params: object) {
    try {
      const completion = await client.chat.completions.create({
        model: options.model,
        messages,
        temperature: options.temperature,
        ...params,
      });
      const usage = fromApiUsage(completion.usage);
      options.onUsage?.(usage, task);
      return { completion, usage };
    } catch (error) {
      throw unavailable(task, error);
    }
  }

  return {
    async complete<T>(request: StructuredRequest<T>) {
      const jsonSchema = toModelJsonSchema(request.schema);
      const { params, answerHint } = structuredParams(mode, request.task, jsonSchema);
      const { system, user } = structuredMessages(request.system, request.data, answerHint);
      const messages: ChatCompletionMessageParam[] = [
        { role: "system", content: system },
        { role: "user", content: user },
      ];
      let total = ZERO_USAGE;
      let problem = "";
      for (let attempt = 1; attempt <= OUTPUT_ATTEMPTS; attempt++) {
        const { completion, usage } = await call(request.task, messages, params);
        total = addUsage(total, usage);
        const answer = readAnswer(mode, completion);
        if (answer.kind === "refusal") {
          throw new LanguageModelError("refusal", request.task, answer.text, total);
        }
        const parsed = parseAnswer(answer.text, request.schema);
        if (parsed.ok) return { value: parsed.value, usage: total };
        problem = parsed.problem;
        messages.push(
          { role: "assistant", content: answer.text.slice(0, MAX_ERROR_CHARS) },
          {
            role: "user",
            content: `That answer was rejected: ${problem}\nAnswer again, with JSON only, matching the schema.`,
          },
        );
      }
      throw new LanguageModelError(
        "invalid-output",
        request.task,
        `The model's answer did not match the schema after ${OUTPUT_ATTEMPTS} attempts: ${problem}`,
        total,
      );
    },

    streamText(messages) {
      return streamChat(client, {
        model: options.model,
        temperature: options.temperature,
        messages,
        onUsage: (usage) => options.onUsage?.(usage, "chat"),
        onError: (error) => unavailable("chat", error),
      });
    },
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** JSON.parse then the zod schema; the problem text goes back to the model on a retry. */
function parseAnswer<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not valid JSON (${(error as Error).message})` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: z.prettifyError(result.error).slice(0, MAX_ERROR_CHARS) };
}

/** SDK failures (after its own retries) as one typed error, keeping the original as cause. */
function unavailable(task: string, error: unknown): LanguageModelError {
  if (error instanceof LanguageModelError) return error;
  const status = error instanceof OpenAI.APIError ? ` (HTTP ${error.status})` : "";
  const message = error instanceof Error ? error.message : String(error);
  return new LanguageModelError(
    "unavailable",
    task,
    `The language model is unavailable${status}: ${message}`,
    ZERO_USAGE,
    { cause: error },
  );
}
