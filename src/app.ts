import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { AppDeps, AppEnv } from "./app-env";
import { requireApiSession } from "./auth/api-guard";
import { pageAccess } from "./auth/page-access";
import { sessionMiddleware } from "./auth/session-middleware";
import { firebaseWebConfig } from "./auth/web-config";
import { AppError, apiErrorBody } from "./errors";
import { csrfGuard } from "./middleware/csrf-guard";
import { privateNoStore } from "./middleware/no-store";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security";
import { authApiRoutes } from "./routes/api/auth";
import { dashboardApiRoutes } from "./routes/api/dashboard";
import { exportApiRoutes } from "./routes/api/export";
import { healthRoutes } from "./routes/api/health";
import { listImportApiRoutes } from "./routes/api/list-import";
import { planApiRoutes } from "./routes/api/plans";
import { projectApiRoutes } from "./routes/api/projects";
import { researchApiRoutes } from "./routes/api/research";
import { stripeWebhookRoutes } from "./routes/api/stripe-webhook";
import { apiV1Routes } from "./routes/api/v1";
import { accountPageRoutes, renderThankYou, renderVerifyEmail } from "./routes/pages/account-pages";
import { accountSettingsRoutes } from "./routes/pages/account-settings-routes";
import { apiAccessPageRoutes } from "./routes/pages/api-access-routes";
import { renderError, renderNotFound, renderSessionLost } from "./routes/pages/fallback-pages";
import { planPageRoutes } from "./routes/pages/plan-pages";
import { publicPageRoutes } from "./routes/pages/public-pages";
import { testPageRoutes } from "./routes/pages/test-pages";
import { workspacePageRoutes } from "./routes/pages/workspace-pages";
import { pageRenderer } from "./views/renderer";

const isApi = (c: Context) => c.req.path.startsWith("/api/");

/** Builds the whole HTTP app from its dependencies. Tests call this; server.ts serves it. */
export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(requestLog(deps.logger));
  app.use(privateNoStore());
  app.use(
    securityHeaders({
      https: config.publicUrl.startsWith("https:"),
      firebase: firebaseWebConfig(config),
    }),
  );
  // The renderer comes before every guard that can refuse a request, so a refused page request
  // (403 CSRF, 413 body) renders its HTML error page, not Hono's default "[object Object]".
  app.use(pageRenderer());
  app.use(csrfGuard(() => [new URL(config.publicUrl).origin]));
  app.use(
    bodyLimit({
      maxSize: config.BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError("payload_too_large", 413, "The request body is too large.");
      },
    }),
  );
  app.use(sessionMiddleware());
  app.use(
    pageAccess({
      thankYou: renderThankYou,
      verifyEmail: renderVerifyEmail,
      sessionLost: renderSessionLost,
    }),
  );
  app.use("/api/*", requireApiSession());

  app.get("/build/:file", serveAsset);
  app.get("/robots.txt", serveAsset);
  app.route("/", healthRoutes);
  app.route("/", authApiRoutes);
  app.route("/", listImportApiRoutes);
  app.route("/", projectApiRoutes);
  app.route("/", researchApiRoutes);
  app.route("/", exportApiRoutes);
  app.route("/", dashboardApiRoutes);
  app.route("/", planApiRoutes);
  app.route("/", stripeWebhookRoutes);
  app.route("/", apiV1Routes);
  if (config.ENABLE_TEST_ROUTES) app.route("/", testPageRoutes);

  app.route("/", accountPageRoutes);
  app.route("/", accountSettingsRoutes);
  app.route("/", apiAccessPageRoutes);
  app.route("/", planPageRoutes);
  app.route("/", workspacePageRoutes);
  app.route("/", publicPageRoutes);

  app.notFound((c) => {
    if (isApi(c)) return c.json(apiErrorBody("not_found", "Not found"), 404);
    return renderNotFound(c);
  });

  app.onError((err, c) => {
    const known = err instanceof AppError ? err : fromHttpException(err);
    const status = (known?.status ?? 500) as 500;
    const message = known?.userMessage ?? "Something went wrong on our side. Please try again.";
    const requestId = c.get("requestId");
    if (!known || status >= 500) c.get("log")?.error({ err }, "unhandled error");
    if (isApi(c) || !c.get("deps")) {
      return c.json(
        apiErrorBody(known?.code ?? "internal", message, { fields: known?.fields, requestId }),
        status,
      );
    }
    return renderError(c, status, message);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** Hono's own 4xx errors (malformed JSON, bad request shapes) keep their status, not a 500. */
function fromHttpException(err: Error): AppError | undefined {
  if (!(err instanceof HTTPException) || err.status >= 500) return undefined;
  const message = err.status === 400 ? "The request could not be read." : err.message;
  return new AppError("bad_request", err.status, message || "Bad request", { cause: err });
}

async function serveAsset(c: Context<AppEnv>) {
  const file = c.get("deps").assets.file(c.req.path);
  if (!file) return c.notFound();
  // Every built file name carries its content hash, so it can be cached forever; the few
  // top-level public files keep their names and are cached briefly.
  const hashed = c.req.path.startsWith("/build/");
  c.header(
    "Cache-Control",
    hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  );
  c.header("Content-Type", file.type || "application/octet-stream");
  return c.body(file.stream());
}
