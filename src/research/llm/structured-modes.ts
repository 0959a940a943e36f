import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
} from "openai/resources/chat/completions";
import { isStrictCompatible, type JsonSchema, schemaName, withoutLimits } from "./json-schema.ts";

/**
 * How the answer's shape is asked for. OpenAI and vLLM support `json_schema`; some Ollama and
 * llama.cpp builds only honour a forced tool call or plain `json_object` mode.
 */
export type StructuredMode = "json_schema" | "tool" | "json_object";

/** The request fields that ask for structured output, for one mode. */
export type StructuredParams = Pick<
  ChatCompletionCreateParamsNonStreaming,
  "response_format" | "tools" | "tool_choice"
>;

/** The request fields and the line closing the user message that ask for the schema's shape. */
export function structuredParams(
  mode: StructuredMode,
  task: string,
  schema: JsonSchema,
): { params: StructuredParams; answerHint: string } {
  const name = schemaName(task);
  const strict = isStrictCompatible(schema);
  if (!strict) schema = withoutLimits(schema);
  switch (mode) {
    case "json_schema":
      return {
        params: { response_format: { type: "json_schema", json_schema: { name, schema, strict } } },
        answerHint: "Answer with one JSON object matching the response schema.",
      };
    case "tool":
      return {
        params: {
          tools: [
            {
              type: "function",
              function: {
                name,
                description: "Submit the answer.",
                parameters: schema,
                strict,
              },
            },
          ],
          tool_choice: { type: "function", function: { name } },
        },
        answerHint: `Answer by calling the function ${name} with arguments matching its schema.`,
      };
    case "json_object":
      // The server never sees the schema in this mode, so the prompt carries it.
      return {
        params: { response_format: { type: "json_object" } },
        answerHint: `Answer with one JSON object, and nothing else, matching this JSON Schema:\n${JSON.stringify(schema)}`,
      };
  }
}

/** What the model answered: the raw JSON text, a refusal, or nothing usable. */
export type RawAnswer = { kind: "json"; text: string } | { kind: "refusal"; text: string };

/** Reads the raw answer out of a completion for the mode it was asked in. */
export function readAnswer(mode: StructuredMode, completion: ChatCompletion): RawAnswer {
  const message = completion.choices[0]?.message;
  if (message?.refusal) return { kind: "refusal", text: message.refusal };
  if (mode === "tool") {
    const call = message?.tool_calls?.find((c) => c.type === "function");
    // A server that ignores tool_choice may still answer in content; accept that as a fallback.
    if (call?.type === "function") return { kind: "json", text: call.function.arguments };
  }
  return { kind: "json", text: stripCodeFence(message?.content ?? "") };
}

/** Small local models often wrap JSON in a markdown fence despite being told not to. */
function stripCodeFence(text: string): string {
  const fenced = text.trim().match(/^```(?:json)?\s*\n([\s\S]*?)\n?```$/);
  return fenced?.[1] ?? text.trim();
}
