import { users } from "../../db/schema";
import type { UserRow } from "../../src/auth/auth-state";
import { createSession } from "../../src/auth/sessions";
import type { TestDatabase } from "./database";

let counter = 0;

/** A user (verified unless told otherwise) with a live session; `cookie` goes in the header. */
export async function signedInUser(
  database: TestDatabase,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { verified?: boolean } = {},
): Promise<{ user: UserRow; cookie: string; token: string }> {
  counter += 1;
  const verified = options.verified ?? true;
  const [user] = await database.db
    .insert(users)
    .values({
      email: `user${counter}-${Date.now()}@example.com`,
      firebaseUid: `uid-${counter}-${Date.now()}`,
      firstName: "Ada",
      lastName: "Lovelace",
      emailVerified: verified,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user insert failed");
  const { token } = await createSession(database.db, { userId: user.id, verified, ttlDays: 1 });
  return { user, cookie: `sid=${token}`, token };
}
