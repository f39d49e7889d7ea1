/**
 * Sliding-window counter of failed sign-ins per key (address, IP). In process memory: each app node
 * counts on its own, so a cluster of N nodes allows N times the limit (docs/decisions.md).
 */
export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  fail(key: string, now = Date.now()): void {
    this.hits.set(key, [...this.recent(key, now), now]);
    if (this.hits.size > 50_000) this.hits.delete(this.hits.keys().next().value ?? '');
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

/** 5 failures per address and 30 per IP within 15 minutes, then 429 (our decision). */
export function createLoginLimiters(): { perEmail: FailureLimiter; perIp: FailureLimiter } {
  return { perEmail: new FailureLimiter(5, 15 * 60 * 1000), perIp: new FailureLimiter(30, 15 * 60 * 1000) };
}
