import { statusEventData } from "../../live/events";
import { completionHeadline, type SearchScope } from "../../projects/completion-note";
import type { PauseReason } from "../../projects/project-status";
import { moveProjectStatus } from "../../projects/status-store";
import {
  exhaustedReply,
  failedReply,
  outOfCreditsReply,
  targetReachedReply,
} from "../chat/replies.ts";
import { notify } from "./engine.ts";
import { contactTally, leadCount, loadProject } from "./project-state.ts";
import type { RunEnd, RunState } from "./run-state.ts";

/** Ends the run: status and chat message for how it ended (a user's pause says its own). */
export async function finishRun(run: RunState, end: RunEnd): Promise<RunEnd> {
  const db = run.engine.db;
  const found = await leadCount(db, run.projectId);
  switch (end) {
    case "target":
    case "exhausted": {
      if (!(await moveProjectStatus(db, run.projectId, "completed", { from: ["processing"] })))
        return "stopped";
      const tally = {
        title: run.profile.decisionMaker,
        ...(await contactTally(db, run.projectId)),
      };
      await run.say(
        end === "target"
          ? targetReachedReply(found, tally)
          : exhaustedReply(found, run.target, await scopeNow(run), tally),
      );
      run.publish(end === "target" ? "TARGET_REACHED" : "RESEARCH_COMPLETED", {
        status: "completed",
        currentActivity:
          end === "target"
            ? "Target reached! Research completed."
            : completionHeadline(found, run.target),
        ...run.counts(found),
      });
      announceEnd(run, found, "completed", end);
      return end;
    }
    case "credits":
    case "error": {
      const pauseReason: PauseReason = end === "credits" ? "credits" : "error";
      if (
        !(await moveProjectStatus(db, run.projectId, "paused", {
          from: ["processing"],
          pauseReason,
        }))
      )
        return "stopped";
      await run.say(end === "credits" ? outOfCreditsReply(found, run.target) : failedReply());
      announceEnd(run, found, "paused", end, pauseReason);
      return end;
    }
    case "stopped":
      return end;
  }
}

/**
 * The final status event and the notifiers' word: a completed run, or a failed one paused with
 * its reason (out of credits, an error), so a live page says why at once (issue 29).
 */
export function announceEnd(
  run: RunState,
  found: number,
  status: "completed" | "paused",
  reason: Exclude<RunEnd, "stopped">,
  pauseReason?: PauseReason,
): void {
  run.publish("RESEARCH_STATUS", { ...statusEventData(status, pauseReason), ...run.counts(found) });
  const ended = { userId: run.userId, projectId: run.projectId, acceptedCount: found };
  const outcome = status === "completed" ? "completed" : "failed";
  notify(run.engine, run.projectId, (n) => n.runEnded({ ...ended, outcome, reason }));
}

/**
 * Where and with which words the project searches, as the completion advice reads it. From the
 * row again: the chat may have edited keywords or exclusions during the run, and the advice
 * names the ones in force now.
 */
async function scopeNow(run: RunState): Promise<SearchScope> {
  const project = await loadProject(run.engine.db, run.projectId);
  if (project) return project;
  const { country, city, keywords, exclusions } = run.profile;
  return { country, city, keywords: keywords.join(", "), exclusions: exclusions.join(", ") };
}
