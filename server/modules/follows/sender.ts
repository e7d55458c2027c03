// Sends what the outbox, the score windows and the retries hold (decisions 048 and 056): woken after
// a game write commits (this process's `gameCommitted`, and every instance's database note), every
// second while a score window holds a score, when the next retry is due, and every 30 s in case a
// wake-up was missed (a restart: the outbox and the retries survive). Nothing here runs on a
// request's path. Each push is encrypted for its subscription (RFC 8291, aes128gcm) by web-push and
// carries the VAPID token (RFC 8292), then waits in its league's queue (delivery-queue.ts: at most
// SENDING.concurrency in flight, SENDING.perLeague for one league) for its POST (push-request.ts).
// A 404 or 410, or an endpoint whose host does not exist or refuses the connection, deletes the
// subscription; 429, 5xx and other network failures are retried, each retry a row with its due time
// (push_retries), never a wait that holds up another push; SENDING.failuresToDelete failures in a
// row (429 aside) delete the subscription. An announcement's pushes (issue 47, decision 063) wait
// as retries due at once, and wakePushSenders() takes them after the announcement's commit.
import webpush from 'web-push';
import type { PushPayload, PushType } from '../../../common/schemas/push';
import type { AppDeps, LiveChange } from '../../deps';
import { Rounds } from '../../live/rounds';
import type { PushKeys } from './vapid';
import { DeliveryQueue } from './delivery-queue';
import { postPush, type PushAnswer } from './push-request';
import {
  claimDueRetries,
  claimDueScores,
  claimQueued,
  closeScoreWindows,
  countFailures,
  deleteSubscriptions,
  followersOf,
  hasPendingScores,
  markSent,
  nextRetryDue,
  scheduleRetries,
  scoreNowOrLater,
  sweepClosedCounts,
  FOLLOW_COUNT_PREFIX,
  type Delivery,
  type Retry,
  type Subscription,
} from './store';

export type PushLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

// a score's window per game and subscription (issue 38: 30 s); pushes in flight at once, and for one
// league (the others keep 4 places); retries of a 429, 5xx or network failure, the first after
// backoffMs and each after twice the last (or the push service's Retry-After, up to maxBackoffMs);
// failures in a row that delete a subscription (issue 45); a push service's answer awaited at most
// timeoutMs; pushes waiting in the queue above which no more are taken from the database
const SENDING = {
  scoreWindowMs: 30_000,
  concurrency: 16,
  perLeague: 12,
  retries: 3,
  backoffMs: 1000,
  maxBackoffMs: 60_000,
  failuresToDelete: 3,
  timeoutMs: 10_000,
  maxQueued: 20_000,
} as const;

// How long a push service keeps a message for a phone that is off (TTL, seconds), and how soon it
// wakes a phone for it (RFC 8030 Urgency): a score is worth little after the next one (its Topic
// makes the push service replace an undelivered one), a schedule change is worth a day or two.
const DELIVERY: Record<PushType, { ttl: number; urgency: 'normal' | 'high'; topic?: (gameId: number) => string }> = {
  kickoff: { ttl: 30 * 60, urgency: 'high' },
  score: { ttl: 10 * 60, urgency: 'high', topic: (gameId) => `score-${gameId}` },
  final: { ttl: 12 * 3600, urgency: 'normal' },
  cancelled: { ttl: 2 * 86400, urgency: 'high' },
  moved: { ttl: 2 * 86400, urgency: 'high' },
  // an admin's announcement (issue 47): worth a few days, and no reason to wake a phone at night
  news: { ttl: 3 * 86400, urgency: 'normal' },
};

// a game written by this process, any instance's note of a game, and a league's many games at once (a rainout)
const WAKING_CHANGES: ReadonlySet<LiveChange['kind']> = new Set(['gameCommitted', 'game', 'gameDeleted', 'leagueChanged']);
const BATCH = 200;
const SAFETY_POLL_MS = 30_000;
const WINDOW_POLL_MS = 1000;
const SWEEP_MS = 3600_000;

// the senders of this process (one per app; tests start more)
const senders = new Set<PushSender>();

// A writer that queued pushes outside a game write (an announcement) wakes the senders after its
// commit (otherwise the safety poll finds them).
export function wakePushSenders(): void {
  for (const sender of senders) sender.wake();
}

// What one try of a push came to: sent; the subscription gone (404, 410, or an endpoint that is not
// a push service's); failed (counted: one more failure in a row; retryAt: when to try again, null
// for never); later (the server stopped before it was tried or answered: kept as a retry due now,
// nothing counted).
type Outcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; counted: boolean; retryAt: Date | null } | { kind: 'later' };

// One message's pushes (or one set of due scores or retries), settled together once each has its outcome.
type Batch = { label: string; deliveries: Delivery[]; outcomes: (Outcome | undefined)[]; left: number; started: number };
type QueuedDelivery = { leagueId: number; subscriptionId: number; retry: boolean; batch: Batch; index: number };

export class PushSender {
  // the queue was full when the database still held pushes: taken once it has room again
  private backlogged = false;
  // aborts the POSTs in flight when the server stops
  private readonly stopping = new AbortController();
  private readonly safetyTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly rounds = new Rounds(
    () => this.round(),
    (err) => this.log.warn({ err }, 'push: sending failed, retried at the next wake-up'),
  );
  private readonly queue = new DeliveryQueue<QueuedDelivery>((push) => this.sendQueued(push), SENDING);
  // the batches' outcomes are written one batch after another, in the order the batches settled (a
  // follower's retries kept at a stop are sent again in their order)
  private recording: Promise<void> = Promise.resolve();

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
    this.sweepTimer = setInterval(() => {
      sweepClosedCounts(this.deps.db, FOLLOW_COUNT_PREFIX, this.deps.now()).catch((err: unknown) => this.log.warn({ err }, 'push: follow count sweep failed'));
    }, SWEEP_MS);
    this.sweepTimer.unref();
    senders.add(this);
    this.wake();
  }

  // Takes what waits, once the current round ends if one is running. Never throws.
  wake(): void {
    this.rounds.wake();
  }

  // Stops taking pushes; what waits in the queue and what was in flight is kept as retries due now
  // (a restart sends it: nothing is lost; a push in flight may have reached its push service, so at
  // most those SENDING.concurrency may come twice).
  async stop(): Promise<void> {
    senders.delete(this);
    this.unsubscribe();
    clearInterval(this.safetyTimer);
    clearInterval(this.sweepTimer);
    await this.rounds.stop();
    // the POSTs in flight end at once, and what waits goes through the queue untried (sendQueued)
    this.stopping.abort();
    await this.queue.idle();
    await this.recording;
  }

  // one round: the outbox, the score windows due, the retries due, while the queue has room
  private async round(): Promise<void> {
    while (this.hasRoom() && (await this.takeQueued()));
    while (this.hasRoom() && (await this.takeDueScores()));
    while (this.hasRoom() && (await this.takeDueRetries()));
    // a full queue wakes the sender itself once it has room (sendQueued)
    if (!this.rounds.stopped && !this.backlogged) await this.lookAgainWhenDue();
  }

  private hasRoom(): boolean {
    if (this.rounds.stopped) return false;
    this.backlogged = this.queue.size() >= SENDING.maxQueued;
    return !this.backlogged;
  }

  // the next score window to end with a score waiting (looked at every second), or the next retry
  private async lookAgainWhenDue(): Promise<void> {
    if (await hasPendingScores(this.deps.db)) this.rounds.wakeIn(WINDOW_POLL_MS);
    const due = await nextRetryDue(this.deps.db);
    if (due) this.rounds.wakeIn(due.getTime() - this.deps.now().getTime());
  }


  // one batch of the outbox; false when it was empty
  private async takeQueued(): Promise<boolean> {
    const queued = await claimQueued(this.deps.db, BATCH);
    for (const { homeTeamId, awayTeamId, message } of queued) {
      const followers = await followersOf(this.deps.db, [homeTeamId, awayTeamId]);
      let now: Subscription[] = followers;
      if (message.type === 'score') {
        now = await this.deps.db.transaction((tx) => scoreNowOrLater(tx, followers, message, this.deps.now(), SENDING.scoreWindowMs));
      } else if (message.type === 'final' || message.type === 'cancelled') {
        await closeScoreWindows(this.deps.db, message.gameId);
      }
      this.dispatch(message.type, now.map((subscription) => ({ subscription, message, attempt: 0 })));
    }
    return queued.length > 0;
  }

  private async takeDueScores(): Promise<boolean> {
    const due = await claimDueScores(this.deps.db, this.deps.now(), SENDING.scoreWindowMs, BATCH);
    this.dispatch('score', due);
    return due.length > 0;
  }

  private async takeDueRetries(): Promise<boolean> {
    const due = await claimDueRetries(this.deps.db, this.deps.now(), BATCH);
    this.dispatch('retries', due);
    return due.length > 0;
  }

  // Into their leagues' queues; not awaited: the batch settles when its last push has its outcome.
  private dispatch(label: PushType | 'retries', deliveries: Delivery[]): void {
    if (deliveries.length === 0) return;
    const batch: Batch = { label, deliveries, outcomes: new Array(deliveries.length), left: deliveries.length, started: Date.now() };
    deliveries.forEach(({ subscription, attempt }, index) => this.queue.add({ leagueId: subscription.leagueId, subscriptionId: subscription.id, retry: attempt > 0, batch, index }));
  }

  private async sendQueued(push: QueuedDelivery): Promise<void> {
    const outcome = this.rounds.stopped ? ({ kind: 'later' } as const) : await this.sendOne(push.batch.deliveries[push.index]!);
    this.settle(push, outcome);
    // the queue has room again for what the database still holds
    if (this.backlogged && this.queue.size() < SENDING.maxQueued / 2) {
      this.backlogged = false;
      this.wake();
    }
  }

  private settle({ batch, index }: QueuedDelivery, outcome: Outcome): void {
    batch.outcomes[index] = outcome;
    if (--batch.left > 0) return;
    this.recording = this.recording.then(() =>
      this.record(batch).catch((err: unknown) => this.log.warn({ err, type: batch.label }, 'push: the outcomes of a batch could not be written')),
    );
  }

  // A batch's outcomes in the database: sent, deleted, failures counted, retries scheduled.
  private async record(batch: Batch): Promise<void> {
    const { deliveries, outcomes } = batch;
    const now = this.deps.now();
    const idsOf = (test: (outcome: Outcome) => boolean) => deliveries.filter((_, i) => test(outcomes[i]!)).map((d) => d.subscription.id);
    const sent = idsOf((o) => o.kind === 'sent');
    const gone = idsOf((o) => o.kind === 'gone');
    await deleteSubscriptions(this.deps.db, gone);
    await markSent(this.deps.db, sent, now);
    const worn = new Set(await countFailures(this.deps.db, idsOf((o) => o.kind === 'failed' && o.counted), SENDING.failuresToDelete));
    const retries: Retry[] = [];
    deliveries.forEach(({ subscription, message, attempt }, i) => {
      const outcome = outcomes[i]!;
      if (worn.has(subscription.id)) return;
      if (outcome.kind === 'later') retries.push({ subscriptionId: subscription.id, message, attempt, dueAt: now });
      else if (outcome.kind === 'failed' && outcome.retryAt !== null) retries.push({ subscriptionId: subscription.id, message, attempt: attempt + 1, dueAt: outcome.retryAt });
    });
    await scheduleRetries(this.deps.db, retries);
    if (retries.length > 0) this.rounds.wakeIn(Math.min(...retries.map((r) => r.dueAt.getTime() - now.getTime())));
    const failed = outcomes.filter((o) => o!.kind === 'failed').length;
    const counts = { type: batch.label, sent: sent.length, failed, retrying: retries.length, deleted: gone.length + worn.size, ms: Date.now() - batch.started };
    this.log.info(counts, `push: ${batch.label} sent to ${counts.sent}, failed ${counts.failed} (${counts.retrying} to retry), ${counts.deleted} subscriptions deleted`);
  }

  private async sendOne({ subscription, message, attempt }: Delivery): Promise<Outcome> {
    let request: webpush.RequestDetails;
    try {
      request = this.requestFor({ subscription, message, attempt });
    } catch (err) {
      this.log.warn({ err, subscriptionId: subscription.id }, 'push: the message could not be encrypted for a subscription; dropped');
      return { kind: 'failed', counted: false, retryAt: null };
    }
    // fetch sets the length itself
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    const answer = await postPush({ endpoint: request.endpoint, headers, body: request.body ? new Uint8Array(request.body) : null }, SENDING.timeoutMs, this.stopping.signal);
    const outcome = this.outcomeOf(answer, attempt);
    if (outcome.kind === 'failed' && outcome.retryAt === null) {
      this.log.warn({ answer, subscriptionId: subscription.id, type: message.type, attempt }, 'push: a push service refused or kept failing; dropped');
    }
    return outcome;
  }

  private outcomeOf(answer: PushAnswer, attempt: number): Outcome {
    // the backoff counted from this failure
    const retry = (retryAfter: string | null = null) => (attempt < SENDING.retries ? new Date(this.deps.now().getTime() + this.backoff(attempt, retryAfter)) : null);
    if ('failure' in answer) {
      if (answer.failure === 'stopped') return { kind: 'later' };
      if (answer.failure === 'unreachable') return { kind: 'gone' };
      return { kind: 'failed', counted: true, retryAt: retry() };
    }
    const { status, retryAfter } = answer;
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    // the push service asks us to slow down: not the subscription's failure
    if (status === 429) return { kind: 'failed', counted: false, retryAt: retry(retryAfter) };
    if (status >= 500) return { kind: 'failed', counted: true, retryAt: retry(retryAfter) };
    // a redirect (never followed) or another refusal: trying again would get the same
    return { kind: 'failed', counted: true, retryAt: null };
  }

  // the encrypted payload (RFC 8291) and the headers of one push
  private requestFor({ subscription, message }: Delivery): webpush.RequestDetails {
    const delivery = DELIVERY[message.type];
    const authorization = this.keys.authorization(new URL(subscription.endpoint).origin, Math.floor(Date.now() / 1000));
    return webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message satisfies PushPayload),
      {
        headers: { Authorization: authorization },
        TTL: delivery.ttl,
        urgency: delivery.urgency,
        ...(delivery.topic && 'gameId' in message ? { topic: delivery.topic(message.gameId) } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
  }

  private backoff(attempt: number, retryAfter: string | null): number {
    const asked = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
    return Math.min(SENDING.maxBackoffMs, Math.max(asked, SENDING.backoffMs * 2 ** attempt));
  }
}
