/*
 * The paths a site's robots.txt keeps every crawler away from (the `User-agent: *` groups), as
 * the ground truth's `disallowed`. Allow lines are not weighed: the sandbox's sites do not need
 * them, and a stricter reading only makes the oracle expect less of the engine.
 */

/** Disallow prefixes of the groups that apply to every user agent. */
export function disallowedPaths(robotsTxt: string): string[] {
  const disallowed: string[] = [];
  let groupAgents: string[] = [];
  let inRules = false;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === "user-agent") {
      // Consecutive User-agent lines share one group; one after rules starts a new group.
      if (inRules) groupAgents = [];
      inRules = false;
      groupAgents.push(value);
      continue;
    }
    inRules = true;
    if (field === "disallow" && value && groupAgents.includes("*") && !disallowed.includes(value)) {
      disallowed.push(value);
    }
  }
  return disallowed;
}
