import { postMessage } from "../chat/message-store.ts";
import { isOfflineModel } from "../llm/rules-model.ts";
import type { ResearchProfile } from "../profile.ts";
import { createModelVerifier, type Verifier } from "../verify/verifier.ts";
import type { ResearchEngine } from "./engine.ts";
import { meteredModel, UsageMeter } from "./metered-model.ts";

export type RunEnd = "target" | "exhausted" | "credits" | "stopped" | "error";

type RunEvent = Parameters<ResearchEngine["events"]["publish"]>[0];

/**
 * What one research run knows of its project and how far it has got, with its voice (chat and
 * live events): the query loop, the candidates' work and the ending all read and move it.
 */
export class RunState {
  readonly meter = new UsageMeter();
  /** The model's verifier; a list without criteria checks only the site (list-run.ts). */
  verifier: Verifier;
  readonly model;
  stopReason: RunEnd | undefined;
  /** Set when a statement failed for want of a connection; the run then ends with DatabaseLost. */
  lostConnection: unknown;
  /** Failures in a row that no candidate explains (see candidate-work.ts). */
  failures = 0;
  accepted = 0;
  rejected = 0;
  target = 0;
  userId = 0;
  profile!: ResearchProfile;
  countryCode: string | undefined;
  language = "en";

  constructor(
    readonly engine: ResearchEngine,
    readonly projectId: number,
    readonly signal?: AbortSignal,
  ) {
    this.model = meteredModel(engine.model, this.meter);
    // A paid model is asked only what the rules cannot settle, and sent excerpts.
    this.verifier = createModelVerifier(this.model, {
      economical: !isOfflineModel(engine.model),
    });
  }

  /**
   * Takes the lead count an acceptance committed. Companies are accepted concurrently, and the
   * one that committed 18 may resume after the one that committed 19: the count, and the live
   * figure it sends, never go back (a user watched 19, 18, 19 in the header).
   */
  countAccepted(committed: number): void {
    this.accepted = Math.max(this.accepted, committed);
  }

  counts(found = this.accepted) {
    return {
      acceptedCount: found,
      rejectedCount: this.rejected,
      progressPercentage:
        this.target > 0 ? Math.min(100, Math.round((found / this.target) * 100)) : 0,
    };
  }

  say(content: string) {
    return postMessage(this.engine, this.projectId, "assistant", content);
  }

  publish(type: RunEvent["type"], data: RunEvent["data"]): void {
    this.engine.events.publish({ type, projectId: this.projectId, data });
  }
}
