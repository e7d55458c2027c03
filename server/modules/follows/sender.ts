// Sends what the outbox and the score windows hold (decision 048): woken after a game write commits
// (this process's `gameCommitted`, and every instance's database note), every second while a score
// window holds a score, and every 30 s in case a wake-up was missed (a restart: the outbox survives).
// Nothing here runs on a request's path. Each push is encrypted for its subscription (RFC 8291,
// aes128gcm) by web-push and carries the VAPID token (RFC 8292), then is POSTed with at most
// SENDING.concurrency in flight; a 404 or 410 deletes the subscription, 429 and 5xx (and a network
// failure) are retried with backoff at most SENDING.retries times.
import { setTimeout as sleep } from 'node:timers/promises';
import webpush from 'web-push';
import type { PushMessage, PushType } from '../../../common/schemas/push';
import type { AppDeps, LiveChange } from '../../deps';
import type { PushKeys } from './vapid';
import { claimDueScores, claimQueued, closeScoreWindows, deleteSubscriptions, followersOf, hasPendingScores, markSent, scoreNowOrLater, type Delivery, type Subscription } from './store';

export type PushLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

// a score's window per game and subscription (issue 38: 30 s); pushes in flight at once; retries
// of a 429, 5xx or network failure, the first after backoffMs and each after twice the last (or the
// push service's Retry-After, up to maxBackoffMs); a push service's answer awaited at most timeoutMs
const SENDING = { scoreWindowMs: 30_000, concurrency: 16, retries: 3, backoffMs: 1000, maxBackoffMs: 60_000, timeoutMs: 10_000 } as const;

// How long a push service keeps a message for a phone that is off (TTL, seconds), and how soon it
// wakes a phone for it (RFC 8030 Urgency): a score is worth little after the next one (its Topic
// makes the push service replace an undelivered one), a schedule change is worth a day or two.
const DELIVERY: Record<PushType, { ttl: number; urgency: 'normal' | 'high'; topic?: (gameId: number) => string }> = {
  kickoff: { ttl: 30 * 60, urgency: 'high' },
  score: { ttl: 10 * 60, urgency: 'high', topic: (gameId) => `score-${gameId}` },
  final: { ttl: 12 * 3600, urgency: 'normal' },
  cancelled: { ttl: 2 * 86400, urgency: 'high' },
  moved: { ttl: 2 * 86400, urgency: 'high' },
};

const WAKING_CHANGES: ReadonlySet<LiveChange['kind']> = new Set(['gameCommitted', 'game', 'gameDeleted']);
const BATCH = 200;
const SAFETY_POLL_MS = 30_000;
const WINDOW_POLL_MS = 1000;

type Outcome = 'sent' | 'dropped' | 'gone';

export class PushSender {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  // aborts the POSTs in flight and the waits between retries when the server stops
  private readonly stopping = new AbortController();
  private windowTimer: NodeJS.Timeout | null = null;
  private readonly safetyTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'now' | 'live'>,
    private readonly keys: PushKeys,
    private readonly log: PushLog,
  ) {
    this.unsubscribe = deps.live.changes.subscribe((change) => {
      if (WAKING_CHANGES.has(change.kind)) this.wake();
    });
    this.safetyTimer = setInterval(() => this.wake(), SAFETY_POLL_MS);
    this.safetyTimer.unref();
    this.wake();
  }

  // Sends what waits, once the current round ends if one is running. Never throws.
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.unsubscribe();
    clearInterval(this.safetyTimer);
    if (this.windowTimer) clearTimeout(this.windowTimer);
    while (this.running) await this.running;
  }

  private async rounds(): Promise<void> {
    // on a later turn: the write that woke it has answered first
    await new Promise((resolve) => setImmediate(resolve));
    do {
      this.again = false;
      try {
        while (await this.sendQueued());
        while (await this.sendDueScores());
        if (!this.stopped && (await hasPendingScores(this.deps.db))) this.lookAgainIn(WINDOW_POLL_MS);
      } catch (err) {
        this.log.warn({ err }, 'push: sending failed, retried at the next wake-up');
      }
    } while (this.again && !this.stopped);
  }

  private lookAgainIn(ms: number): void {
    if (this.windowTimer) return;
    this.windowTimer = setTimeout(() => {
      this.windowTimer = null;
      this.wake();
    }, ms);
    this.windowTimer.unref();
  }

  // one batch of the outbox; false when it was empty
  private async sendQueued(): Promise<boolean> {
    const queued = await claimQueued(this.deps.db, BATCH);
    for (const { homeTeamId, awayTeamId, message } of queued) {
      const followers = await followersOf(this.deps.db, [homeTeamId, awayTeamId]);
      let now: Subscription[] = followers;
      if (message.type === 'score') {
        now = await this.deps.db.transaction((tx) => scoreNowOrLater(tx, followers, message, this.deps.now(), SENDING.scoreWindowMs));
      } else if (message.type === 'final' || message.type === 'cancelled') {
        await closeScoreWindows(this.deps.db, message.gameId);
      }
      await this.deliver(message.type, now.map((subscription) => ({ subscription, message })));
    }
    return queued.length > 0;
  }

  private async sendDueScores(): Promise<boolean> {
    const due = await claimDueScores(this.deps.db, this.deps.now(), SENDING.scoreWindowMs, BATCH);
    if (due.length > 0) await this.deliver('score', due);
    return due.length > 0;
  }

  private async deliver(type: PushType, deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const started = Date.now();
    const outcomes: Outcome[] = new Array<Outcome>(deliveries.length);
    let next = 0;
    const worker = async () => {
      while (next < deliveries.length) {
        const at = next++;
        outcomes[at] = await this.sendOne(deliveries[at]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDING.concurrency, deliveries.length) }, worker));
    const ids = (outcome: Outcome) => deliveries.filter((_, i) => outcomes[i] === outcome).map((d) => d.subscription.id);
    const gone = ids('gone');
    await deleteSubscriptions(this.deps.db, gone);
    await markSent(this.deps.db, ids('sent'), this.deps.now());
    const counts = { type, sent: ids('sent').length, dropped: ids('dropped').length, deleted: gone.length, ms: Date.now() - started };
    this.log.info(counts, `push: ${type} sent to ${counts.sent}, dropped ${counts.dropped}, ${counts.deleted} subscriptions deleted`);
  }

  private async sendOne({ subscription, message }: Delivery): Promise<Outcome> {
    let request: webpush.RequestDetails;
    try {
      request = this.requestFor({ subscription, message });
    } catch (err) {
      this.log.warn({ err, subscriptionId: subscription.id }, 'push: the message could not be encrypted for a subscription; dropped');
      return 'dropped';
    }
    // fetch sets the length itself
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    for (let attempt = 0; ; attempt++) {
      let status: number;
      let retryAfter: string | null = null;
      try {
        const signal = AbortSignal.any([AbortSignal.timeout(SENDING.timeoutMs), this.stopping.signal]);
        const response = await fetch(request.endpoint, { method: 'POST', headers, body: request.body ? new Uint8Array(request.body) : null, signal });
        await response.arrayBuffer();
        status = response.status;
        retryAfter = response.headers.get('retry-after');
      } catch {
        status = 0;
      }
      if (status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) return 'gone';
      const retriable = status === 0 || status === 429 || status >= 500;
      if (!retriable || attempt >= SENDING.retries || this.stopped) {
        this.log.warn({ status, subscriptionId: subscription.id, type: message.type }, 'push: a push service refused or kept failing; dropped');
        return 'dropped';
      }
      await sleep(this.backoff(attempt, retryAfter), undefined, { signal: this.stopping.signal }).catch(() => {});
    }
  }

  // the encrypted payload (RFC 8291) and the headers of one push
  private requestFor({ subscription, message }: Delivery): webpush.RequestDetails {
    const delivery = DELIVERY[message.type];
    const authorization = this.keys.authorization(new URL(subscription.endpoint).origin, Math.floor(Date.now() / 1000));
    return webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message satisfies PushMessage),
      {
        headers: { Authorization: authorization },
        TTL: delivery.ttl,
        urgency: delivery.urgency,
        ...(delivery.topic ? { topic: delivery.topic(message.gameId) } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
  }

  private backoff(attempt: number, retryAfter: string | null): number {
    const asked = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
    return Math.min(SENDING.maxBackoffMs, Math.max(asked, SENDING.backoffMs * 2 ** attempt));
  }
}
