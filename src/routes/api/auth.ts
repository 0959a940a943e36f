import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { invalidToken } from "../../auth/identity";
import { clientAddress, enforceLimit } from "../../auth/rate-limit";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../../auth/session-middleware";
import { createSession, revokeSession } from "../../auth/sessions";
import {
  HUMAN_CHECK_MESSAGE,
  humanCheckRequired,
  publicUser,
  upsertUserFromIdentity,
  wouldCreateUser,
} from "../../auth/users";
import { AppError } from "../../errors";
import { typedText } from "../../text-input";
import { invalidInput } from "../validation";

const MINUTES_10 = 10 * 60_000;
export const VERIFY_EMAIL_MESSAGE =
  "Please check your email and verify your account before logging in.";

// Login sends no body; registration sends the names and the human-check payload; a sign-in that
// would create a user sends the payload alone.
const syncBody = z
  .object({
    firstName: typedText().trim().max(100).optional(),
    lastName: typedText().trim().max(100).optional(),
    recaptchaToken: z.string().max(20_000).optional(),
  })
  .strict();

function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw invalidToken();
  return match[1];
}

async function readSyncBody(raw: string) {
  if (!raw.trim()) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError("bad_json", 400, "The request body is not valid JSON.");
  }
  const parsed = syncBody.safeParse(json);
  if (!parsed.success) {
    throw invalidInput(parsed.error);
  }
  return parsed.data;
}

/** Deletes a session and closes the websockets riding on it at once (this instance's). */
async function endSession(c: Context<AppEnv>, token: string): Promise<void> {
  const { database, sessionEnds } = c.get("deps");
  const userId = await revokeSession(database.db, token);
  if (userId !== undefined) sessionEnds.announce(userId);
}

/** Sign-in, session and account calls of spec §7. */
export const authApiRoutes = new Hono<AppEnv>()
  .post("/api/firebase/auth/sync-user", async (c) => {
    const { identity, humanCheck, rateLimiter, database, config } = c.get("deps");
    enforceLimit(
      rateLimiter,
      `sync:ip:${clientAddress(c)}`,
      config.SIGN_IN_LIMIT_PER_ADDRESS,
      MINUTES_10,
    );
    const token = bearerToken(c.req.header("authorization"));
    const body = await readSyncBody(await c.req.text());
    const who = await identity.verifyIdToken(token);
    enforceLimit(rateLimiter, `sync:uid:${who.uid}`, 20, MINUTES_10);

    // Registration always proves a human; so does any sign-in that would create a user (a first
    // Google sign-in, or a Firebase account with no row yet), which spec §7 sends without a body.
    const registering = body.recaptchaToken !== undefined || body.firstName !== undefined;
    const mustProveHuman = registering || (await wouldCreateUser(database.db, who));
    if (mustProveHuman) {
      if (!body.recaptchaToken) throw humanCheckRequired();
      const check = await humanCheck.verify(body.recaptchaToken);
      if (!check.ok) {
        c.get("log").info({ reason: check.reason }, "human check refused");
        throw new AppError("human_check", 400, HUMAN_CHECK_MESSAGE);
      }
    }

    const user = await upsertUserFromIdentity(database.db, who, body, {
      humanChecked: mustProveHuman,
    });
    // A new session id on every sign-in: a cookie planted before login is worth nothing after.
    const previous = sessionToken(c);
    if (previous) await endSession(c, previous);
    const session = await createSession(database.db, {
      userId: user.id,
      verified: who.emailVerified,
      ttlDays: config.SESSION_TTL_DAYS,
      userAgent: c.req.header("user-agent"),
    });
    setSessionCookie(c, session);
    if (!who.emailVerified) {
      // 403 as spec §7 has it; the app's own client, which expects this answer right after
      // sign-up, asks for 200 (src/client/auth/backend.ts) so the browser logs no failed request.
      const expected = c.req.query("unverified") === "ok";
      return c.json(
        { requiresEmailVerification: true, message: VERIFY_EMAIL_MESSAGE },
        expected ? 200 : 403,
      );
    }
    return c.json({ user: publicUser(user) });
  })
  .get("/api/user", (c) => {
    const auth = c.get("auth");
    if (auth.state === "anonymous") return c.json({ message: "Authentication required" }, 401);
    if (auth.state === "unverified") {
      return c.json({ requiresEmailVerification: true, message: VERIFY_EMAIL_MESSAGE }, 403);
    }
    c.header("Cache-Control", "private, no-store");
    return c.json({ user: publicUser(auth.user) });
  })
  // Spec §2/§8: the redirect target after a project action finds no session. Sign-in is the
  // /auth screen (Firebase runs in the browser), so this only leads there.
  .get("/api/login", (c) => c.redirect("/auth", 302))
  .post("/api/firebase/auth/logout", async (c) => {
    const token = sessionToken(c);
    if (token) await endSession(c, token);
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .get("/api/altcha/challenge", async (c) => {
    const { rateLimiter, humanCheck } = c.get("deps");
    enforceLimit(rateLimiter, `altcha:ip:${clientAddress(c)}`, 60, MINUTES_10);
    c.header("Cache-Control", "no-store");
    return c.json(await humanCheck.challenge());
  });
