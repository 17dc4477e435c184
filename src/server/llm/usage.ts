/**
 * Token usage and its cost. Every LLM call of one article adds to one meter, so the article can be
 * saved with what it cost; prices are the operator's (per 1,000 tokens), because they differ by
 * provider and model and change without notice.
 */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface LlmPrices {
  /** US dollars per 1,000 prompt tokens. */
  inputPer1k: number;
  /** US dollars per 1,000 completion tokens. */
  outputPer1k: number;
}

export interface StageUsage extends TokenUsage {
  calls: number;
}

/** What an article stores: totals, per stage, and a cost only when prices are configured. */
export interface UsageReport extends TokenUsage {
  calls: number;
  /** null when no prices are configured: an unknown cost is not a zero cost. */
  costUsd: number | null;
  /** True when a server sent no usage and the counts were estimated from the text. */
  estimated: boolean;
  stages: Record<string, StageUsage>;
}

export function costOf(usage: TokenUsage, prices: LlmPrices | null): number | null {
  if (!prices) return null;
  const usd = (usage.promptTokens / 1000) * prices.inputPer1k + (usage.completionTokens / 1000) * prices.outputPer1k;
  // Micro-dollars: enough precision for a cost log, without binary noise in the saved JSON.
  return Math.round(usd * 1e6) / 1e6;
}

/** About four characters a token for English text: only used when a server reports no usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export class UsageMeter {
  private readonly stages = new Map<string, StageUsage>();
  private estimatedAny = false;

  constructor(private readonly prices: LlmPrices | null = null) {}

  add(stage: string, usage: TokenUsage, estimated = false): void {
    const s = this.stages.get(stage) ?? { promptTokens: 0, completionTokens: 0, calls: 0 };
    s.promptTokens += usage.promptTokens;
    s.completionTokens += usage.completionTokens;
    s.calls += 1;
    this.stages.set(stage, s);
    if (estimated) this.estimatedAny = true;
  }

  report(): UsageReport {
    const total = { promptTokens: 0, completionTokens: 0, calls: 0 };
    for (const s of this.stages.values()) {
      total.promptTokens += s.promptTokens;
      total.completionTokens += s.completionTokens;
      total.calls += s.calls;
    }
    return {
      ...total,
      costUsd: costOf(total, this.prices),
      estimated: this.estimatedAny,
      stages: Object.fromEntries([...this.stages].map(([k, v]) => [k, { ...v }])),
    };
  }
}
