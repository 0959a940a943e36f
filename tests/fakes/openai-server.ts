/**
 * A scripted stand-in for an OpenAI-compatible server (POST /v1/chat/completions) on loopback.
 * Each request takes the next reply from a queue, or asks a handler function; every request is
 * recorded so tests can check what the adapter sent (system/user messages, response_format...).
 */

export interface FakeUsage {
  prompt: number;
  completion: number;
}

/** What the fake answers to one request. */
export type FakeReply =
  | { kind: "text"; content: string; usage?: FakeUsage; finishReason?: string }
  | { kind: "tool"; name: string; arguments: string; usage?: FakeUsage }
  | { kind: "refusal"; refusal: string; usage?: FakeUsage }
  | { kind: "error"; status: number; message?: string; retryAfterMs?: number };

/** One request the fake received: the parsed JSON body and lower-cased headers. */
export interface RecordedChatRequest {
  // The body is whatever the SDK sent; tests read fields they care about.
  // biome-ignore lint/suspicious/noExplicitAny: arbitrary JSON from the client under test
  body: any;
  headers: Record<string, string>;
}

export type FakeHandler = (request: RecordedChatRequest, index: number) => FakeReply;

export interface FakeOpenAi {
  /** Base URL including /v1, as OPENAI_BASE_URL takes it. */
  url: string;
  requests: RecordedChatRequest[];
  /** Appends replies to the queue. */
  push(...replies: FakeReply[]): void;
  stop(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { prompt: 11, completion: 7 };

/** A text reply holding `value` as JSON. */
export const jsonReply = (value: unknown, usage?: FakeUsage): FakeReply => ({
  kind: "text",
  content: JSON.stringify(value),
  usage,
});

/** Starts the fake; with no script it answers from the queue filled by `push`. */
export function startFakeOpenAi(script: FakeReply[] | FakeHandler = []): FakeOpenAi {
  const queue = Array.isArray(script) ? [...script] : [];
  const handler = typeof script === "function" ? script : undefined;
  const requests: RecordedChatRequest[] = [];
  let sequence = 0;

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const { pathname } = new URL(req.url);
      if (req.method !== "POST" || pathname !== "/v1/chat/completions") {
        return errorResponse(404, `Unknown route ${req.method} ${pathname}`);
      }
      const recorded: RecordedChatRequest = {
        body: await req.json(),
        headers: Object.fromEntries(req.headers),
      };
      requests.push(recorded);
      const reply = handler ? handler(recorded, requests.length - 1) : queue.shift();
      if (!reply) return errorResponse(500, "The fake's script ran out of replies");
      if (reply.kind === "error") {
        const headers: Record<string, string> = {};
        if (reply.retryAfterMs !== undefined) {
          headers["retry-after-ms"] = String(reply.retryAfterMs);
          headers["retry-after"] = String(Math.ceil(reply.retryAfterMs / 1000));
        }
        return errorResponse(reply.status, reply.message ?? "scripted error", headers);
      }
      const id = `chatcmpl-fake${++sequence}`;
      const model = String(recorded.body.model ?? "fake-model");
      if (recorded.body.stream) {
        return streamResponse(
          id,
          model,
          reply,
          recorded.body.stream_options?.include_usage === true,
        );
      }
      return Response.json(completion(id, model, reply));
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    requests,
    push: (...replies) => queue.push(...replies),
    stop: () => server.stop(true),
  };
}

type Answer = Exclude<FakeReply, { kind: "error" }>;

function usageOf(reply: Answer) {
  const u = reply.usage ?? DEFAULT_USAGE;
  return {
    prompt_tokens: u.prompt,
    completion_tokens: u.completion,
    total_tokens: u.prompt + u.completion,
  };
}

function message(reply: Answer) {
  if (reply.kind === "tool") {
    return {
      role: "assistant",
      content: null,
      refusal: null,
      tool_calls: [
        {
          id: "call_fake1",
          type: "function",
          function: { name: reply.name, arguments: reply.arguments },
        },
      ],
    };
  }
  if (reply.kind === "refusal") return { role: "assistant", content: null, refusal: reply.refusal };
  return { role: "assistant", content: reply.content, refusal: null };
}

function finishReason(reply: Answer): string {
  if (reply.kind === "tool") return "tool_calls";
  return (reply.kind === "text" && reply.finishReason) || "stop";
}

function completion(id: string, model: string, reply: Answer) {
  return {
    id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: message(reply), logprobs: null, finish_reason: finishReason(reply) },
    ],
    usage: usageOf(reply),
  };
}

/** Splits text into a few pieces so the client really has to reassemble a stream. */
function pieces(text: string, size = 4): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function streamResponse(id: string, model: string, reply: Answer, includeUsage: boolean) {
  const base = {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const chunk = (delta: object, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const events: object[] = [chunk({ role: "assistant", content: "" })];
  if (reply.kind === "tool") {
    events.push(
      chunk({
        tool_calls: [
          {
            index: 0,
            id: "call_fake1",
            type: "function",
            function: { name: reply.name, arguments: "" },
          },
        ],
      }),
    );
    for (const part of pieces(reply.arguments)) {
      events.push(chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }));
    }
  } else if (reply.kind === "refusal") {
    events.push(chunk({ refusal: reply.refusal }));
  } else {
    for (const part of pieces(reply.content)) events.push(chunk({ content: part }));
  }
  events.push(chunk({}, finishReason(reply)));
  if (includeUsage) events.push({ ...base, choices: [], usage: usageOf(reply) });

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events)
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
  return new Response(body, {
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  });
}

function errorResponse(status: number, message: string, headers: Record<string, string> = {}) {
  const type = status === 429 ? "rate_limit_exceeded" : "server_error";
  return Response.json({ error: { message, type, param: null, code: type } }, { status, headers });
}
