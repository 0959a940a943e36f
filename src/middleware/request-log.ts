import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { Logger } from "../logger";

/** A child logger per request (tagged with its id) and one line when the response is ready. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get("requestId") });
    c.set("log", log);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, "request failed");
    else log.info(line, "request");
  };
}
