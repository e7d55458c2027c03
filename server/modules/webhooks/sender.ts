// Sends the webhooks' outbox (issue 50, decision 085), after the commit and off every request's path,
// as the mail sender does (decision 061): woken after a game write commits (this process's
// `gameCommitted`, every instance's database note of a game or a league), by wakeWebhookSenders() (a
// test event), when the next retry falls due, and every `safetyPollMs` in case a wake-up was missed
// (a restart: the outbox survives). One round at a time per process; each claims due rows (store.ts:
// `for update skip locked`, marked sending with a lease), tries `concurrency` webhooks at once, each
// webhook's deliveries in order, and writes each answer as it comes.
//
// An attempt (Standard Webhooks): the stored payload as the body, signed with the webhook's secret
// at the attempt's instant, the same webhook-id each time. A 2xx is delivered; a timeout, a network
// failure, a 429 or a 5xx is tried again after a growing wait (BACKOFF_MS: the first within a
// minute) until WEBHOOK_LIMITS.retryForMs after the delivery was queued, then failed; any other
// answer (a 4xx, a redirect: never followed) and a refused address fail it at once. Each attempt is
// a webhook_attempts row. The webhook's failing_since is set by the first failed attempt after a
// success and cleared by a success; an attempt that fails WEBHOOK_LIMITS.disableAfterMs after it
// switches the webhook off (disabled), fails what it had queued and mails every super admin, once.
//
// Once only: a row is claimed by one process at a time, and an answer is written only while that
// claim holds it. A stop takes no new row, aborts the attempts in flight and puts them back with
// what it never tried (the receiver may have had one: it comes again with the same webhook-id, which
// is what that header is for).
import { WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT } from '../../../common/schemas/webhooks';
import type { AppDeps, LiveChange } from '../../deps';
import { Rounds } from '../../live/rounds';
import { wakeMailSenders } from '../mail/sender';
import { postWebhook, type AttemptAnswer } from './deliver';
import { recordAttempt, type AttemptRecord } from './record-attempt';
import { openSecret, signDelivery } from './signature';
import { claimDue, nextDue, pruneDeliveries, release, type ClaimedDelivery, type DeliveryOutcome } from './store';
import { targetOf } from './target';
import { WEBHOOK_TEXT } from './texts';

export type WebhookLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type WebhookSending = {
  // webhooks tried at once (each one's deliveries in order)
  concurrency: number;
  // rows one claim takes
  batch: number;
  // the wait before each retry, the last one repeated (tests shorten them)
  backoffMs: readonly number[];
  // how long a claimed row is this process's: longer than an attempt can take
  leaseMs: number;
  timeoutMs: number;
  safetyPollMs: number;
  // how often a round also deletes the deliveries older than `retentionMs`
  sweepEveryMs: number;
  retentionMs: number;
};

// the first retry within a minute, then 5 min, 30 min, 2 h, 5 h, 8 h, 8 h... until 24 h are over
export const BACKOFF_MS = [30_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 8 * 3600_000] as const;

const WEBHOOK_SENDING: WebhookSending = {
  concurrency: 4,
  batch: 16,
  backoffMs: BACKOFF_MS,
  leaseMs: 5 * 60_000,
  timeoutMs: WEBHOOK_LIMITS.timeoutMs,
  safetyPollMs: 30_000,
  sweepEveryMs: 3600_000,
  retentionMs: 30 * 24 * 3600_000,
};

const PRUNE_BATCH = 500;
const PRUNE_MAX_BATCHES = 20;
const USER_AGENT = 'FlagFootballLeague-Webhooks/1.0';

const WAKING_CHANGES: ReadonlySet<LiveChange['kind']> = new Set(['gameCommitted', 'game', 'gameDeleted', 'leagueChanged']);

// the senders of this process (one per app; tests start more)
const senders = new Set<WebhookSender>();

// A writer that queued deliveries without a game write (a test event) wakes the senders after its commit.
export function wakeWebhookSenders(): void {
  for (const sender of senders) sender.wake();
}

// When a failed attempt is tried again, or null when the delivery is out of time: the wait for its
// `attempts`-th retry, never past `retryForMs` after it was queued (the last try falls there).
export function retryAt(delivery: Pick<ClaimedDelivery, 'attempts' | 'createdAt'>, now: Date, backoffMs: readonly number[], retryForMs: number = WEBHOOK_LIMITS.retryForMs): Date | null {
  const end = delivery.createdAt.getTime() + retryForMs;
  if (now.getTime() >= end) return null;
  const wait = backoffMs[Math.min(delivery.attempts, backoffMs.length) - 1] ?? backoffMs[0] ?? 0;
  return new Date(Math.min(now.getTime() + wait, end));
}

// What an answer makes of the attempt: its row's status and error, and the delivery's outcome.
export type Judged = { ok: boolean; statusCode: number | null; error: string | null; outcome: DeliveryOutcome };

export function judgeAnswer(answer: Exclude<AttemptAnswer, { failure: 'stopped' }>, retry: Date | null): Judged {
  const again = (statusCode: number | null, error: string): Judged => ({ ok: false, statusCode, error, outcome: retry ? { state: 'queued', nextAttemptAt: retry } : { state: 'failed' } });
  if ('failure' in answer) return answer.failure === 'refused' ? { ok: false, statusCode: null, error: answer.error, outcome: { state: 'failed' } } : again(null, answer.error);
  const { status } = answer;
  if (status >= 200 && status < 300) return { ok: true, statusCode: status, error: null, outcome: { state: 'delivered' } };
  if (status >= 300 && status < 400) return { ok: false, statusCode: status, error: WEBHOOK_TEXT.attempt.redirect(status, answer.location), outcome: { state: 'failed' } };
  const error = WEBHOOK_TEXT.attempt.status(status, answer.excerpt);
  if (status === 429 || status >= 500) return again(status, error);
  return { ok: false, statusCode: status, error, outcome: { state: 'failed' } };
}

export class WebhookSender {
  private readonly rounds = new Rounds(
    () => this.round(),
    (err) => this.log.warn({ err }, WEBHOOK_TEXT.log.roundFailed),
  );
  private readonly safetyTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly sending: WebhookSending;
  private readonly stopping = new AbortController();
  // when this process sweeps next (deps.now()'s ms): its first round sweeps
  private nextSweepAt = 0;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'now' | 'live' | 'config' | 'sessionSecret'>,
    private readonly log: WebhookLog,
    sending: Partial<WebhookSending> = {},
  ) {
    this.sending = { ...WEBHOOK_SENDING, ...sending };
    this.unsubscribe = deps.live.changes.subscribe((change) => {
      if (WAKING_CHANGES.has(change.kind)) this.wake();
    });
    this.safetyTimer = setInterval(() => this.wake(), this.sending.safetyPollMs);
    this.safetyTimer.unref();
    senders.add(this);
    this.wake();
  }

  // Takes what is due, once the current round ends if one is running. Never throws.
  wake(): void {
    this.rounds.wake();
  }

  // Takes no new row; the attempts in flight are aborted and put back, with the claimed rows not yet tried.
  async stop(): Promise<void> {
    senders.delete(this);
    this.unsubscribe();
    clearInterval(this.safetyTimer);
    this.stopping.abort();
    await this.rounds.stop();
  }

  private async round(): Promise<void> {
    while (!this.rounds.stopped && (await this.sendBatch()));
    if (this.rounds.stopped) return;
    const due = await nextDue(this.deps.db);
    if (due) this.rounds.wakeIn(due.getTime() - this.deps.now().getTime());
    await this.sweepIfDue();
  }

  // Deletes the deliveries the log no longer keeps, if this process's sweep is due. A failure is
  // logged and tried at the next sweep.
  private async sweepIfDue(): Promise<void> {
    const now = this.deps.now();
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + this.sending.sweepEveryMs;
    try {
      const before = new Date(now.getTime() - this.sending.retentionMs);
      let pruned = 0;
      for (let i = 0, deleted = PRUNE_BATCH; i < PRUNE_MAX_BATCHES && deleted === PRUNE_BATCH; i++) {
        deleted = await pruneDeliveries(this.deps.db, before, PRUNE_BATCH);
        pruned += deleted;
      }
      if (pruned > 0) this.log.info({ pruned }, WEBHOOK_TEXT.log.pruned);
    } catch (err) {
      this.log.warn({ err }, WEBHOOK_TEXT.log.pruneFailed);
    }
  }

  // One claim's rows, `concurrency` webhooks at a time; false when nothing was due.
  private async sendBatch(): Promise<boolean> {
    const claimed = await claimDue(this.deps.db, this.deps.now(), this.sending.batch, this.sending.leaseMs);
    if (claimed.length === 0) return false;
    const started = Date.now();
    const byWebhook = new Map<number, ClaimedDelivery[]>();
    for (const delivery of claimed) byWebhook.set(delivery.webhookId, [...(byWebhook.get(delivery.webhookId) ?? []), delivery]);
    const queues = [...byWebhook.values()];
    const untried: ClaimedDelivery[] = [];
    const counts = { delivered: 0, failed: 0, retrying: 0 };
    const worker = async () => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) {
        for (const delivery of queue) {
          const outcome = this.rounds.stopped ? null : await this.attempt(delivery);
          if (outcome === null) untried.push(delivery);
          else counts[outcome === 'queued' ? 'retrying' : outcome]++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.sending.concurrency, queues.length) }, worker));
    if (untried.length > 0) await release(this.deps.db, untried, this.deps.now());
    this.log.info({ ...counts, untried: untried.length, ms: Date.now() - started }, WEBHOOK_TEXT.log.sent);
    return true;
  }

  // One delivery's attempt and its record: the outcome written, or null when it was not tried (the
  // server is stopping).
  private async attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome['state'] | null> {
    const test = delivery.event === WEBHOOK_TEST_EVENT;
    // a switched-off webhook sends nothing, but the test event its screen asks for
    if (!delivery.keyActive || (!test && delivery.webhookState !== 'active')) {
      await this.settle(delivery, { state: 'failed' }, null);
      return 'failed';
    }
    const at = this.deps.now();
    const secret = openSecret(this.deps.sessionSecret, delivery.sealedSecret);
    if (secret === null) {
      await this.settle(delivery, { state: 'failed' }, { at, ok: false, statusCode: null, error: WEBHOOK_TEXT.notSent.secretUnreadable, durationMs: 0 });
      return 'failed';
    }
    const body = JSON.stringify(delivery.payload);
    const headers = { ...signDelivery(secret, delivery.messageId, at, body), 'content-type': 'application/json', 'user-agent': USER_AGENT };
    const started = performance.now();
    const answer = await postWebhook({ target: targetOf(delivery.url, this.deps.config.webhooks.allowHttpOrigins), headers, body }, this.sending.timeoutMs, this.stopping.signal);
    if ('failure' in answer && answer.failure === 'stopped') return null;
    const durationMs = Math.round(performance.now() - started);
    const judged = judgeAnswer(answer, retryAt(delivery, this.deps.now(), this.sending.backoffMs));
    await this.settle(delivery, judged.outcome, { at, ok: judged.ok, statusCode: judged.statusCode, error: judged.error, durationMs });
    if (judged.outcome.state === 'queued') this.rounds.wakeIn(judged.outcome.nextAttemptAt.getTime() - this.deps.now().getTime());
    return judged.outcome.state;
  }

  // Writes an attempt's answer (record-attempt.ts); a failure to write leaves the row claimed, tried
  // again when its lease ends.
  private async settle(delivery: ClaimedDelivery, outcome: DeliveryOutcome, attempt: AttemptRecord): Promise<void> {
    try {
      if ((await recordAttempt(this.deps, delivery, outcome, attempt, this.deps.now())) === 'switchedOff') {
        this.log.warn({ webhookId: delivery.webhookId }, WEBHOOK_TEXT.log.disabled);
        wakeMailSenders();
      }
    } catch (err) {
      this.log.warn({ err, id: delivery.id }, WEBHOOK_TEXT.log.recordFailed);
    }
  }
}
