import { intentByRules, intentRequestSchema } from "../chat/intents.ts";
import { readPeopleRequestSchema } from "../extractor/model-people.ts";
import { readPeopleByRules } from "../extractor/people-by-rules.ts";
import { planByRules, planRequestSchema } from "../plan/query-plan.ts";
import { verifyByRules } from "../verify/rules-verifier.ts";
import { verifyRequestSchema } from "../verify/verifier.ts";
import type { RuleHandlers } from "./rules-model.ts";

/*
 * The offline model's answers, one rule per task the engine asks of a language model. Each reads
 * its data through the same schema the engine sends it with, so the rules model and a real one
 * get exactly the same request.
 */
export const researchRuleHandlers: RuleHandlers = {
  "plan-queries": (data) => planByRules(planRequestSchema.parse(data)),
  "verify-company": (data) => {
    const { profile, company } = verifyRequestSchema.parse(data);
    return verifyByRules(profile, company);
  },
  "chat-intent": (data) => intentByRules(intentRequestSchema.parse(data)),
  "read-people": (data) => readPeopleByRules(readPeopleRequestSchema.parse(data)),
};
