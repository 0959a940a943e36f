type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Longer than any honest solve takes; past it the sign-in says what failed instead of hanging. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves the human check without the widget, for the sign-ins that create a user but have no
 * widget on screen (Google on either tab, or a Firebase account with no user row yet). Same
 * challenge endpoint and the same payload the widget sends; undefined when it cannot be solved.
 */
export async function solveHumanCheck(fetchImpl: Fetch = fetch): Promise<string | undefined> {
  try {
    const res = await fetchImpl("/api/altcha/challenge", {
      headers: { accept: "application/json" },
    });
    if (!res.ok) return undefined;
    // The solver is loaded only when a sign-in needs it; an existing user never downloads it.
    const [{ solveChallenge, pbkdf2 }, challenge] = await Promise.all([
      import("altcha/lib"),
      res.json() as Promise<Parameters<typeof import("altcha/lib").solveChallenge>[0]["challenge"]>,
    ]);
    const solution = await solveChallenge({
      challenge,
      deriveKey: pbkdf2.deriveKey,
      timeout: SOLVE_TIMEOUT_MS,
    });
    if (!solution) return undefined;
    const { parameters, signature } = challenge;
    return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
  } catch (err) {
    console.warn("human check could not be solved", err);
    return undefined;
  }
}
