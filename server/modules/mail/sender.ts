// Sends the mail outbox (issue 47, decision 061), after the commit and off every request's path:
// woken after a game write commits (this process's `gameCommitted`, every instance's database note
// of a game or a league), by wakeMailSenders() (a writer of mail that changed no game), when the next
// retry falls due, and every SAFETY_POLL_MS in case a wake-up was missed (a restart: the outbox
// survives). Each round claims due rows (store.ts: `for update skip locked`, marked sending with a
// lease), sends them through one pooled nodemailer transport, at most `concurrency` at once, and
// writes each answer as it comes: sent; a 5xx (or a message the server can never take) failed with
// the error; a 4xx or a connection that failed (refused, timed out, dropped) queued again after a
// backoff that doubles, failed after `retries` tries.
//
// Once only: a row is claimed by one instance at a time, and its answer is written only while that
// claim holds it (its `attempts` unchanged). A stop takes no new row, waits for the tries in flight
// and writes their answers, and puts back the claimed rows it never tried. What can repeat: a
// process killed between the SMTP server's 250 and the commit of `sent` (a few milliseconds); its
// row is sent again when its lease (`leaseMs`, longer than any try can take) ends: at least once,
// rather than a notice lost.
//
// Without SMTP_URL the queued rows are marked no_server ("not sent: no mail server"), said once in
// the log. A start with SMTP_URL queues the no_server rows younger than `noServerMaxAgeMs` (a day)
// and marks the older ones failed: a week-old notice would mislead more than it helps.
//
// Retention (decision 064): at most every `sweepEveryMs` (an hour) a round also deletes, in small
// batches, the outbox rows sent, failed or kept unsent longer than MAIL_RETENTION_DAYS, and the
// spent rows of the mail features' other tables (store.ts, pruneExpired); a sweep that leaves more
// to delete comes back after `sweepAgainMs`. Each instance sweeps on its own clock; two sweeping at
// once skip each other's rows.
import nodemailer, { type Transporter } from 'nodemailer';
import { Rounds } from '../../live/rounds';
import type { AppDeps, LiveChange } from '../../deps';
import { claimDue, markFailed, markNoServer, markRetry, markSent, nextDue, pruneExpired, release, reviveNoServer, RETENTION, type ClaimedMail } from './store';
import { MAIL_TEXT } from './texts';

export type MailLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type MailSending = {
  // tries in flight at once (also the pool's connections)
  concurrency: number;
  // rows one claim takes
  batch: number;
  // tries of a message before a temporary failure is final
  retries: number;
  // the first retry's wait, doubled each time up to maxBackoffMs
  backoffMs: number;
  maxBackoffMs: number;
  // how long a claimed row is this instance's: longer than the transport's timeouts together
  leaseMs: number;
  // the oldest no_server message still sent once SMTP_URL is set
  noServerMaxAgeMs: number;
  safetyPollMs: number;
  // how often a round also sweeps what retention lets go, and how soon again when a sweep left more
  sweepEveryMs: number;
  sweepAgainMs: number;
};

const MAIL_SENDING: MailSending = {
  concurrency: 4,
  batch: 16,
  retries: 5,
  backoffMs: 60_000,
  maxBackoffMs: 3600_000,
  leaseMs: 5 * 60_000,
  noServerMaxAgeMs: 24 * 3600_000,
  safetyPollMs: 10_000,
  sweepEveryMs: 3600_000,
  sweepAgainMs: 60_000,
};

const DAY_MS = 24 * 3600_000;

// the transport's waits: the TCP connection, the server's greeting, silence on the socket
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const WAKING_CHANGES: ReadonlySet<LiveChange['kind']> = new Set(['gameCommitted', 'game', 'gameDeleted', 'leagueChanged']);

// the senders of this process (one per app; tests start more)
const senders = new Set<MailSender>();

// A writer that queued mail after its commit wakes the sender at once (otherwise the poll finds it).
export function wakeMailSenders(): void {
  for (const sender of senders) sender.wake();
}

type Outcome = { kind: 'sent' } | { kind: 'failed'; error: string } | { kind: 'retry'; error: string };

// smtp[s]://user:pass@host:port -> nodemailer's pooled SMTP options
function transportOptions(smtpUrl: string, concurrency: number) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    pool: true as const,
    maxConnections: concurrency,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    ...TIMEOUTS,
  };
}

// A temporary failure is tried again; a permanent one is not. An SMTP answer decides by its code
// (5xx permanent, 4xx temporary); a failure with no answer (refused, timed out, dropped, TLS) is
// temporary, except a message nodemailer itself cannot send (no valid recipient, a bad message).
export function isPermanent(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

function errorText(err: unknown): string {
  const { response, message } = (err ?? {}) as { response?: string; message?: string };
  return String(response ?? message ?? err).slice(0, 500);
}

export class MailSender {
  private readonly rounds = new Rounds(
    () => this.round(),
    (err) => this.log.warn({ err }, 'mail: sending failed, tried again at the next wake-up'),
  );
  private readonly safetyTimer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly transport: Transporter | null;
  private readonly from: string | null;
  private readonly fromAddress: string;
  private readonly sending: MailSending;
  private starting: Promise<void>;
  // when this instance sweeps next (deps.now()'s ms): its first round sweeps
  private nextSweepAt = 0;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'now' | 'live' | 'config'>,
    private readonly log: MailLog,
    sending: Partial<MailSending> = {},
  ) {
    this.sending = { ...MAIL_SENDING, ...sending };
    const { smtpUrl, from } = deps.config.mail;
    this.transport = smtpUrl ? nodemailer.createTransport(transportOptions(smtpUrl, this.sending.concurrency)) : null;
    this.from = from;
    this.fromAddress = `no-reply@${new URL(deps.config.publicUrl).hostname}`;
    if (!this.transport) this.log.info({}, MAIL_TEXT.log.noServer);
    this.unsubscribe = deps.live.changes.subscribe((change) => {
      if (WAKING_CHANGES.has(change.kind)) this.wake();
    });
    this.safetyTimer = setInterval(() => this.wake(), this.sending.safetyPollMs);
    this.safetyTimer.unref();
    senders.add(this);
    this.starting = this.start();
  }

  private async start(): Promise<void> {
    if (this.transport) {
      try {
        const { queued, failed } = await reviveNoServer(this.deps.db, this.deps.now(), this.sending.noServerMaxAgeMs, MAIL_TEXT.log.staleNoServer);
        if (queued + failed > 0) this.log.info({ queued, failed }, MAIL_TEXT.log.revived);
      } catch (err) {
        this.log.warn({ err }, 'mail: the messages kept without a mail server could not be queued');
      }
    }
    this.wake();
  }

  // Takes what is due, once the current round ends if one is running. Never throws.
  wake(): void {
    this.rounds.wake();
  }

  // Takes no new row; the tries in flight end and their answers are written; claimed rows not yet
  // tried are put back, due now.
  async stop(): Promise<void> {
    senders.delete(this);
    this.unsubscribe();
    clearInterval(this.safetyTimer);
    await this.rounds.stop();
    // its wake-up at the end runs nothing now
    await this.starting;
    this.transport?.close();
  }

  // one round: without a mail server, what is queued kept as "not sent"; else every due row
  private async round(): Promise<void> {
    if (!this.transport) {
      const kept = await markNoServer(this.deps.db, MAIL_TEXT.log.noServerError);
      if (kept > 0) this.log.info({ kept }, `mail: ${kept} kept as "not sent: no mail server"`);
    } else {
      while (!this.rounds.stopped && (await this.sendBatch()));
      if (!this.rounds.stopped) await this.lookAgainWhenDue();
    }
    if (!this.rounds.stopped) await this.sweepIfDue();
  }

  // Deletes what retention lets go, if this instance's sweep is due. A failure is logged and tried
  // at the next sweep.
  private async sweepIfDue(): Promise<void> {
    const now = this.deps.now();
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + this.sending.sweepEveryMs;
    try {
      const { pruned, more } = await pruneExpired(this.deps.db, now, { ...RETENTION, outboxMs: this.deps.config.mail.retentionDays * DAY_MS });
      if (more) {
        this.nextSweepAt = now.getTime() + this.sending.sweepAgainMs;
        this.rounds.wakeIn(this.sending.sweepAgainMs);
      }
      if (Object.values(pruned).some((count) => count > 0)) this.log.info({ ...pruned, more }, MAIL_TEXT.log.pruned);
    } catch (err) {
      this.log.warn({ err }, MAIL_TEXT.log.pruneFailed);
    }
  }

  private async lookAgainWhenDue(): Promise<void> {
    const due = await nextDue(this.deps.db);
    if (due) this.rounds.wakeIn(due.getTime() - this.deps.now().getTime());
  }


  // One claim's rows, `concurrency` at a time; false when nothing was due.
  private async sendBatch(): Promise<boolean> {
    const claimed = await claimDue(this.deps.db, this.deps.now(), this.sending.batch, this.sending.leaseMs);
    if (claimed.length === 0) return false;
    const started = Date.now();
    const counts = { sent: 0, failed: 0, retrying: 0 };
    let next = 0;
    const worker = async () => {
      while (!this.rounds.stopped && next < claimed.length) {
        const mail = claimed[next++]!;
        const outcome = await this.sendOne(mail);
        if (outcome.kind === 'sent') counts.sent++;
        else if (outcome.kind === 'failed') counts.failed++;
        else counts.retrying++;
        await this.record(mail, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.sending.concurrency, claimed.length) }, worker));
    const untried = claimed.slice(next);
    if (untried.length > 0) await release(this.deps.db, untried, this.deps.now());
    this.log.info({ ...counts, untried: untried.length, ms: Date.now() - started }, `mail: sent ${counts.sent}, failed ${counts.failed}, ${counts.retrying} to retry`);
    return true;
  }

  private async sendOne(mail: ClaimedMail): Promise<Outcome> {
    const headers = Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, { prepared: true, value }]));
    try {
      await this.transport!.sendMail({
        from: this.from ?? { name: mail.fromName, address: this.fromAddress },
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
      });
      return { kind: 'sent' };
    } catch (err) {
      const error = errorText(err);
      if (isPermanent(err) || mail.attempts >= this.sending.retries) {
        this.log.warn({ id: mail.id, attempts: mail.attempts, error }, 'mail: a message failed for good');
        return { kind: 'failed', error };
      }
      return { kind: 'retry', error };
    }
  }

  private async record(mail: ClaimedMail, outcome: Outcome): Promise<void> {
    const now = this.deps.now();
    try {
      if (outcome.kind === 'sent') await markSent(this.deps.db, mail, now);
      else if (outcome.kind === 'failed') await markFailed(this.deps.db, mail, outcome.error);
      else {
        const wait = Math.min(this.sending.maxBackoffMs, this.sending.backoffMs * 2 ** (mail.attempts - 1));
        await markRetry(this.deps.db, mail, outcome.error, new Date(now.getTime() + wait));
        this.rounds.wakeIn(wait);
      }
    } catch (err) {
      // the row stays claimed: tried again when its lease ends
      this.log.warn({ err, id: mail.id }, 'mail: the answer of a try could not be written');
    }
  }
}
