// Latency histogram in 0.1 ms steps, mergeable across processes (sent over IPC as [step, count]
// pairs). Exact max; percentiles to the step.
export type HistogramData = { counts: [number, number][]; max: number; total: number; sum: number };

const STEPS_PER_MS = 10;

export class Histogram {
  private readonly counts = new Map<number, number>();
  private max = 0;
  private total = 0;
  private sum = 0;

  record(ms: number): void {
    const value = ms < 0 ? 0 : ms;
    const step = Math.round(value * STEPS_PER_MS);
    this.counts.set(step, (this.counts.get(step) ?? 0) + 1);
    if (value > this.max) this.max = value;
    this.total += 1;
    this.sum += value;
  }

  merge(data: HistogramData): void {
    for (const [step, count] of data.counts) this.counts.set(step, (this.counts.get(step) ?? 0) + count);
    this.max = Math.max(this.max, data.max);
    this.total += data.total;
    this.sum += data.sum;
  }

  get count(): number {
    return this.total;
  }

  data(): HistogramData {
    return { counts: [...this.counts], max: this.max, total: this.total, sum: this.sum };
  }

  percentile(p: number): number | null {
    if (this.total === 0) return null;
    const rank = Math.max(1, Math.ceil((p / 100) * this.total));
    let seen = 0;
    for (const step of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(step)!;
      if (seen >= rank) return step / STEPS_PER_MS;
    }
    return this.max;
  }

  summary(): LatencySummary {
    return {
      count: this.total,
      p50: this.percentile(50),
      p99: this.percentile(99),
      max: this.total === 0 ? null : this.max,
      mean: this.total === 0 ? null : this.sum / this.total,
    };
  }

  static of(parts: HistogramData[]): Histogram {
    const histogram = new Histogram();
    for (const part of parts) histogram.merge(part);
    return histogram;
  }
}

export type LatencySummary = { count: number; p50: number | null; p99: number | null; max: number | null; mean: number | null };
