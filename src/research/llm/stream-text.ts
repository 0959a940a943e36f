import type OpenAI from "openai";
import type { TokenUsage } from "../ports.ts";
import { fromApiUsage, ZERO_USAGE } from "./usage.ts";

/** One turn of a chat conversation. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

interface StreamOptions {
  model: string;
  temperature: number | undefined;
  messages: ChatMessage[];
  onUsage: (usage: TokenUsage) => void;
  onError: (error: unknown) => Error;
}

/**
 * Streams a chat reply as text pieces. Usage arrives in the final chunk only when asked for
 * (`stream_options.include_usage`); servers that ignore the option report zero.
 */
export async function* streamChat(
  client: OpenAI,
  options: StreamOptions,
): AsyncGenerator<string, TokenUsage> {
  let usage = ZERO_USAGE;
  try {
    const stream = await client.chat.completions.create({
      model: options.model,
      temperature: options.temperature,
      messages: options.messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    for await (const chunk of stream) {
      if (chunk.usage) usage = fromApiUsage(chunk.usage);
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) yield piece;
    }
  } catch (error) {
    throw options.onError(error);
  }
  options.onUsage(usage);
  return usage;
}
