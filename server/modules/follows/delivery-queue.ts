// The pushes waiting to be sent, one queue per league, taken in turn (issue 45, decision 056): a
// league whose followers' push services fail or answer slowly never delays another league's pushes.
// At most `concurrency` pushes are in flight in all and `perLeague` of them for one league, so the
// others always find a free place even when one league's requests wait for their time limit. In a
// league, a push's first try goes before any retry (a retry, once due, never delays a fresh push).
// One subscription has one push in flight at a time, so a follower gets a game's pushes in order.
// Nothing here waits for a retry's time: a retry is scheduled in the database (sender.ts).

export type QueuedPush = { leagueId: number; subscriptionId: number; retry: boolean };

// a league's waiting pushes, first in first out: first tries, and retries taken when none waits
type LeagueQueue<T> = { fresh: T[]; retries: T[] };

export class DeliveryQueue<T extends QueuedPush> {
  // league -> its waiting pushes
  private readonly waiting = new Map<number, LeagueQueue<T>>();
  // league -> when it last started a push (a count of starts): the league served longest ago goes
  // next, one that has had nothing waiting first of all
  private readonly lastServed = new Map<number, number>();
  private starts = 0;
  // pushes whose subscription has one in flight, sent after it in their order
  private readonly held = new Map<number, T[]>();
  private readonly busy = new Set<number>();
  private readonly inFlightOf = new Map<number, number>();
  private inFlight = 0;
  private queued = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly send: (push: T) => Promise<void>,
    private readonly limits: { concurrency: number; perLeague: number },
  ) {}

  // waiting pushes (not counting those in flight)
  size(): number {
    return this.queued;
  }

  add(push: T): void {
    this.queued++;
    this.enqueue(push, false);
    this.pump();
  }

  // Resolves once nothing is in flight (nothing waits then either: a waiting push starts whenever
  // there is room).
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private enqueue(push: T, first: boolean): void {
    let queue = this.waiting.get(push.leagueId);
    if (!queue) this.waiting.set(push.leagueId, (queue = { fresh: [], retries: [] }));
    const list = push.retry ? queue.retries : queue.fresh;
    if (first) list.unshift(push);
    else list.push(push);
  }

  private pump(): void {
    while (this.inFlight < this.limits.concurrency) {
      const push = this.next();
      if (!push) return;
      this.start(push);
    }
  }

  // The next push of the league served longest ago that may send one now.
  private next(): T | undefined {
    const turn = [...this.waiting.keys()]
      .filter((leagueId) => (this.inFlightOf.get(leagueId) ?? 0) < this.limits.perLeague)
      .sort((x, y) => (this.lastServed.get(x) ?? -1) - (this.lastServed.get(y) ?? -1));
    for (const leagueId of turn) {
      const queue = this.waiting.get(leagueId)!;
      const push = this.take(queue.fresh) ?? this.take(queue.retries);
      if (queue.fresh.length + queue.retries.length === 0) this.waiting.delete(leagueId);
      if (push) {
        this.lastServed.set(leagueId, this.starts++);
        return push;
      }
    }
    return undefined;
  }

  // the list's first push whose subscription has none in flight; the others met on the way wait for theirs
  private take(list: T[]): T | undefined {
    let push: T | undefined;
    while ((push = list.shift())) {
      if (!this.busy.has(push.subscriptionId)) return push;
      const held = this.held.get(push.subscriptionId);
      if (held) held.push(push);
      else this.held.set(push.subscriptionId, [push]);
    }
    return undefined;
  }

  private start(push: T): void {
    this.queued--;
    this.inFlight++;
    this.inFlightOf.set(push.leagueId, (this.inFlightOf.get(push.leagueId) ?? 0) + 1);
    this.busy.add(push.subscriptionId);
    void this.send(push)
      .catch(() => {})
      .finally(() => this.finish(push));
  }

  private finish(push: T): void {
    this.inFlight--;
    const left = this.inFlightOf.get(push.leagueId)! - 1;
    if (left > 0) this.inFlightOf.set(push.leagueId, left);
    else this.inFlightOf.delete(push.leagueId);
    this.busy.delete(push.subscriptionId);
    // the subscription's next push goes before its league's others (it was taken earlier)
    const held = this.held.get(push.subscriptionId);
    const after = held?.shift();
    if (held && held.length === 0) this.held.delete(push.subscriptionId);
    if (after) this.enqueue(after, true);
    // a league with nothing going is forgotten: it comes first when it has a push again
    if (left === 0 && !this.waiting.has(push.leagueId)) this.lastServed.delete(push.leagueId);
    this.pump();
    if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
