import type { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/**
 * Who is asking, as the route table of spec §2 sees it: nobody, a user whose email is not
 * verified yet (limited session), or a verified user.
 */
export type AuthState =
  | { state: "anonymous" }
  | { state: "unverified"; user: UserRow; sessionHash: string }
  | { state: "verified"; user: UserRow; sessionHash: string };
