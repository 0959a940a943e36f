import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs on stdout; one line per event, ready for any log shipper. */
export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({
    level,
    base: { service: "export-discovery" },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
  });
}
