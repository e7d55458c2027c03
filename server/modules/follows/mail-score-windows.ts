// The end of a game's score mail window (issue 47, decision 062): at most one score mail per game
// per SCORE_WINDOW_MS. The score's own transaction mails it when no window is open and opens one, or
// marks the open one pending (mail-follows-on-game-changed.ts); this loop mails, when a pending
// window ends, the score then standing to the game's followers (if the game is still live; its final
// closed the window otherwise) and opens a new window. Claimed with `for update skip locked` and the
// mails written in the claim's transaction: with two processes each window's score goes once, and a
// crash between the two leaves nothing half-done. Woken a second after a window becomes pending in
// this process, then every second while one is pending (the next end sooner when it is nearer), and
// every SAFETY_POLL_MS (windows of another process that stopped). Hourly, it also deletes the closed
// daily counts of confirmation mails.
import type { AppDeps } from '../../deps';
import { Rounds } from '../../live/rounds';
import { gameOfLeague } from '../games/store';
import { mailSettings } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { followersWith } from '../mail/followers';
import { CONFIRM_COUNT_PREFIX, claimDueWindows, dropEndedWindows, nextPendingEnd } from './mail-follow-store';
import { sweepClosedCounts } from './store';
import { mailFollowers, scoreMail } from './mail-follow-notices';
import { MAIL_FOLLOW_TEXT } from './texts';

// issue 47: one score mail per game per 30 s
export const SCORE_WINDOW_MS = 30_000;
const POLL_MS = 1000;
const SAFETY_POLL_MS = 30_000;
const SWEEP_MS = 3600_000;
const BATCH = 50;

export type WindowsLog = { warn(obj: object, msg: string): void };

// the loops of this process (one per app; tests start more)
const loops = new Set<MailScoreWindows>();

// A window became pending in a transaction of this process: its loop looks within a second.
export function scoreWindowPended(): void {
  for (const loop of loops) loop.soon();
}

export class MailScoreWindows {
  private readonly rounds = new Rounds(
    () => this.round(),
    (err) => this.log.warn({ err }, MAIL_FOLLOW_TEXT.log.windowsFailed),
  );
  private readonly safetyTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'now' | 'config' | 'sessionSecret'>,
    private readonly log: WindowsLog,
  ) {
    loops.add(this);
    this.safetyTimer = setInterval(() => this.rounds.wake(), SAFETY_POLL_MS);
    this.safetyTimer.unref();
    this.sweepTimer = setInterval(() => {
      sweepClosedCounts(this.deps.db, CONFIRM_COUNT_PREFIX, this.deps.now()).catch((err: unknown) => this.log.warn({ err }, MAIL_FOLLOW_TEXT.log.sweepFailed));
    }, SWEEP_MS);
    this.sweepTimer.unref();
    this.rounds.wake();
  }

  soon(): void {
    this.rounds.wakeIn(POLL_MS);
  }

  async stop(): Promise<void> {
    loops.delete(this);
    clearInterval(this.safetyTimer);
    clearInterval(this.sweepTimer);
    await this.rounds.stop();
  }

  private async round(): Promise<void> {
    const now = this.deps.now();
    const settings = mailSettings(this.deps);
    let queued = 0;
    for (let claimed = BATCH; claimed === BATCH && !this.rounds.stopped; ) {
      claimed = await this.deps.db.transaction(async (tx) => {
        const due = await claimDueWindows(tx, now, SCORE_WINDOW_MS, BATCH);
        for (const { gameId, leagueId } of due) {
          const game = await gameOfLeague(tx, leagueId, gameId);
          if (!game || game.status !== 'live') continue;
          const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
          const followers = await followersWith(tx, leagueId, teamIds, 'score');
          queued += await mailFollowers(tx, settings, game, followers, 'score', scoreMail(game));
        }
        return due.length;
      });
    }
    await dropEndedWindows(this.deps.db, now);
    if (queued > 0) wakeMailSenders();
    const next = await nextPendingEnd(this.deps.db);
    if (next) this.rounds.wakeIn(Math.min(POLL_MS, next.getTime() - this.deps.now().getTime()));
  }
}
