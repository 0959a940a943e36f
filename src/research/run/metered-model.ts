import type { LanguageModel, TokenUsage } from "../ports.ts";

/** Token counts spent by one run, taken and reset when they are written to the project. */
export class UsageMeter {
  private prompt = 0;
  private completion = 0;

  add(usage: TokenUsage): void {
    this.prompt += usage.promptTokens;
    this.completion += usage.completionTokens;
  }

  take(): TokenUsage {
    const taken = { promptTokens: this.prompt, completionTokens: this.completion };
    this.prompt = 0;
    this.completion = 0;
    return taken;
  }
}

/** The model, with every call's usage added to the meter (failed calls included). */
export function meteredModel(model: LanguageModel, meter: UsageMeter): LanguageModel {
  return {
    async complete(request) {
      try {
        const answer = await model.complete(request);
        meter.add(answer.usage);
        return answer;
      } catch (error) {
        const usage = (error as { usage?: TokenUsage }).usage;
        if (usage) meter.add(usage);
        throw error;
      }
    },
  };
}
