// Work done in rounds, woken by a change of the feed (changes.ts), a timer or a poll: the push and
// mail senders (decisions 056 and 061). One round runs at a time, on a later turn than the wake-up
// (the write that woke it has answered first); a wake-up during a round runs one more after it; the
// timer is set to the earliest instant asked for. Never throws: a round's failure goes to onError,
// and the next wake-up tries again.
export class Rounds {
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private timer: { handle: NodeJS.Timeout; at: number } | null = null;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  get stopped(): boolean {
    return this.stopping;
  }

  // Runs a round, once the current one ends if one is running.
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  // A wake-up in ms (or sooner, when one is already set sooner).
  wakeIn(ms: number): void {
    if (this.stopping) return;
    const at = Date.now() + Math.max(0, ms);
    if (this.timer && this.timer.at <= at) return;
    if (this.timer) clearTimeout(this.timer.handle);
    const handle = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, at - Date.now());
    handle.unref();
    this.timer = { handle, at };
  }

  // No round starts after this; resolves once the running one has ended.
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer.handle);
    this.timer = null;
    while (this.running) await this.running;
  }

  private async rounds(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    do {
      this.again = false;
      try {
        await this.round();
      } catch (err) {
        this.onError(err);
      }
    } while (this.again && !this.stopping);
  }
}

// Rounds every `everyMs` and one at once (a process that starts late catches up), until stopped: the
// per-minute checks of each process (the evening reminders, the crew offers' reminders, the Game day
// alerts), each of which decides from its own clock what is due.
export class TimedRounds {
  private readonly rounds: Rounds;
  private readonly interval: NodeJS.Timeout;

  constructor(round: () => Promise<unknown>, onError: (err: unknown) => void, everyMs: number) {
    this.rounds = new Rounds(async () => {
      await round();
    }, onError);
    this.interval = setInterval(() => this.rounds.wake(), everyMs);
    this.interval.unref();
    this.rounds.wake();
  }

  // No round starts after this; resolves once the running one has ended.
  async stop(): Promise<void> {
    clearInterval(this.interval);
    await this.rounds.stop();
  }
}
