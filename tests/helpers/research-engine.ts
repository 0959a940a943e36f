import { afterAll, beforeAll, setDefaultTimeout } from "bun:test";
import { sandboxEngineParts } from "../../src/research-setup";
import type { SandboxCorpus } from "../../src/sandbox/corpus";
import { generateCorpus } from "../../src/sandbox/generator";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/server";
import type { DatabaseSuite } from "./database";
import type { DUTCH_PRINTERS } from "./projects";
import { apiClient, type ResearchHarness, researchHarness } from "./research";
import { signedInUser } from "./session";

/*
 * What the research-engine-* test files share: the default generated web and, for the files that
 * drive the engine over the API, one sandbox and harness per database suite.
 */

// Set for every research-engine-* file as it imports this: the first PGlite database of a
// multi-file run may take tens of seconds (see projects-api), and the preload's default timeout
// reaches only the first file of a run.
setDefaultTimeout(60_000);

/** The default generated web: 3000 companies; this profile has 12 matches in it. */
export const corpus: SandboxCorpus = generateCorpus({ seed: 1 });

export const groundTruthProfile = (p: typeof DUTCH_PRINTERS) => ({
  country: p.country,
  companyType: p.companyType,
  productsServices: p.productsServices,
  decisionMaker: p.decisionMaker,
});

export const INITIAL_CREDITS = 40;

/**
 * Starts the default web and a harness over it for the enclosing describe block; `use` receives
 * the harness and the web before the tests run. Returns `newUser`, which signs in a user with credits.
 */
export function engineOverApi(
  handle: DatabaseSuite["handle"],
  use: (harness: ResearchHarness, web: RunningSandbox) => void,
) {
  let sandbox: RunningSandbox;
  let h: ResearchHarness;

  beforeAll(() => {
    sandbox = startSandbox({ corpus });
    h = researchHarness(handle(), sandboxEngineParts(sandbox));
    use(h, sandbox);
  });

  afterAll(async () => {
    await h?.settled();
    await sandbox?.stop();
  }, 60_000);

  async function newUser(credits = INITIAL_CREDITS) {
    const { user, cookie } = await signedInUser(handle(), {
      creditsLeft: credits,
      creditsMonthlyLimit: credits,
    });
    return { user, api: apiClient(h.app, cookie) };
  }

  return { newUser };
}
