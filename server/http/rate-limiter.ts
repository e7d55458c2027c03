export type WindowCount = { count: number; resetAt: number };

// Fixed-window counters in this process's memory, per key: the core of the hot-path limiters below
// and of the sign-in throttle's memory store (server/http/rate-limit-counters.ts).
export class MemoryWindows {
  private readonly windows = new Map<string, WindowCount>();

  // Counts one hit (a new window of windowMs opens when none is) and answers the count after it.
  add(key: string, windowMs: number, now: number): WindowCount {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      if (this.windows.size > 50_000) this.sweep(now);
      return { ...fresh };
    }
    entry.count += 1;
    return { ...entry };
  }

  peek(key: string, now: number): WindowCount | null {
    const entry = this.windows.get(key);
    return entry && entry.resetAt > now ? { ...entry } : null;
  }

  takeBack(key: string, now: number): void {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
  }

  delete(key: string): void {
    this.windows.delete(key);
  }

  sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

// A fixed limit per window, kept in memory and answered synchronously: the API-key and public-read
// limiters, on the hottest routes, where a database round trip per call would cost more than the
// extra budget N instances give (docs/decisions/005-sessions-and-rate-limits.md).
export class RateLimiter {
  private readonly windows = new MemoryWindows();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  // How long the key must still wait, or 0 when it may go on.
  retryAfterMs(key: string): number {
    const now = this.now();
    const entry = this.windows.peek(key, now);
    return entry && entry.count >= this.limit ? entry.resetAt - now : 0;
  }

  hit(key: string): void {
    this.windows.add(key, this.windowMs, this.now());
  }
}
