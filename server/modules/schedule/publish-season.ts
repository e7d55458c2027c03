// Issue 19: the season builder's publish. It writes the planned games in short transactions, each
// checking its games against the league's under the league's schedule lock, so what it writes never
// double-books even if the league changed since; a clash or a failure midway undoes what it wrote
// (issue 33, docs/decisions/041-bounded-requests.md).
import { setTimeout as pause } from 'node:timers/promises';
import { initialGameState } from '../../../common/game-rules';
import { BookingIndex, gameLengthMs, leagueKickoffLabel, type NamedBooking } from '../../../common/schedule/booking';
import { SCHEDULE_TEXT, type OverlappingGameDto, type SeasonOverlapErrorBody, type SeasonBody, type SeasonPublishDto } from '../../../common/schemas/schedule';
import type { Tx } from '../../db/client';
import type { games } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { settingsFor } from '../games/create-game';
import type { MailSettings } from '../mail/queue-mail';
import { queueSeasonAssignments } from '../mail/season-assignments';
import { columnsOfState } from '../games/store';
import { createGamesInTx, deleteGamesInTx, type BatchBy } from '../games/change-games';
import { who } from '../games/history';
import type { League } from '../leagues/store';
import { bookingsBetween, lockLeagueSchedule } from '../games/bookings';
import { planSeason } from './plan-season';

// Games written per transaction: about 10 ms on PGlite, which runs its queries on this process's
// event loop, so another league's read waits at most about that long for one (decision 041).
const PUBLISH_BATCH = 100;

// 409 that names the league's games in the season's weeks; the body carries them for the dialog.
class SeasonOverlap extends HttpError {
  constructor(message: string, overlapping: OverlappingGameDto[]) {
    super(409, message, {}, { overlapping } satisfies Omit<SeasonOverlapErrorBody, 'message'>);
  }
}

type SeasonRow = typeof games.$inferInsert & { scheduledDate: Date };

// One batch of the season, in its own transaction under the league's schedule lock: a game of the
// league that clashes with one of its games now was created or moved since the season was planned.
async function writeBatch(deps: AppDeps, tx: Tx, league: League, batch: SeasonRow[], lengthMs: number, by: BatchBy): Promise<number[]> {
  await lockLeagueSchedule(tx, league.id);
  const starts = batch.map((row) => row.scheduledDate.getTime());
  const index = new BookingIndex<NamedBooking>(await bookingsBetween(tx, league.id, Math.min(...starts), Math.max(...starts) + lengthMs));
  for (const row of batch) {
    const start = row.scheduledDate.getTime();
    const clash = index.firstClash({ id: null, start, end: start + lengthMs, field: row.field ?? null, homeTeamId: row.homeTeamId ?? null, awayTeamId: row.awayTeamId ?? null, refereeId: row.refereeId ?? null });
    if (clash) throw conflict(SCHEDULE_TEXT.changedWhilePublishing(`${clash.other.homeTeam} vs ${clash.other.awayTeam}, ${leagueKickoffLabel(clash.other.start, league.timezone)}`));
  }
  return createGamesInTx(tx, league.id, batch, by, deps.now().getTime());
}

export type PublishAnswer = { statusCode: 201; body: SeasonPublishDto };

// remember: stores the answer with the request's Idempotency-Key in the last transaction (http/idempotency.ts);
// mail: the referees' assignments are queued in that transaction too (issue 47, decision 061).
export async function publishSeason(
  deps: AppDeps,
  league: League,
  body: SeasonBody,
  caller: Caller,
  remember: (tx: Tx, answer: PublishAnswer) => Promise<void>,
  mail: MailSettings,
): Promise<PublishAnswer> {
  const { db } = deps;
  const { plan, overlapping } = await planSeason(db, league, body);
  if (plan.games.length === 0) throw badRequest(SCHEDULE_TEXT.nothingToPublish);
  if (overlapping.length > 0 && !body.confirmOverlap) {
    const named = overlapping.slice(0, 3).map((g) => `${g.homeTeam} vs ${g.awayTeam}, ${leagueKickoffLabel(Date.parse(g.scheduledDate), league.timezone)}`);
    const list = named.join('; ') + (overlapping.length > 3 ? `; and ${overlapping.length - 3} more` : '');
    throw new SeasonOverlap(SCHEDULE_TEXT.overlap(overlapping.length, list), overlapping);
  }
  const settings = settingsFor(league, body);
  const columns = columnsOfState(initialGameState(settings));
  const rows: SeasonRow[] = plan.games.map((g) => ({ leagueId: league.id, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, refereeId: g.refereeId, field: g.field, scheduledDate: new Date(g.scheduledDate), ...columns }));
  const written: number[] = [];
  const by: BatchBy = { by: who.user(caller.actor), via: 'season-publish' };
  try {
    for (let i = 0; i < rows.length; i += PUBLISH_BATCH) {
      const started = performance.now();
      written.push(...(await db.transaction((tx) => writeBatch(deps, tx, league, rows.slice(i, i + PUBLISH_BATCH), gameLengthMs(settings), by))));
      // step aside as long as the batch took, as the import does (decision 011): a request of several
      // queries completes in one pause instead of waiting a batch per query
      await pause(Math.max(1, performance.now() - started));
    }
    const answer: PublishAnswer = { statusCode: 201, body: { gamesCreated: plan.games.length, games: plan.games } };
    await db.transaction(async (tx) => {
      await audit(tx, caller, 'schedule.publish', auditTarget.league(league), { games: plan.games.length, unscheduled: plan.unscheduled.length, rounds: body.rounds, startDate: body.startDate });
      await queueSeasonAssignments(tx, mail, league, rows.map((row) => ({ homeTeamId: row.homeTeamId!, awayTeamId: row.awayTeamId!, refereeId: row.refereeId ?? null, field: row.field ?? null, scheduledDate: row.scheduledDate })));
      await publishLeagueChanged(tx, league.id);
      await remember(tx, answer);
    });
    return answer;
  } catch (err) {
    // nothing half-written: the games of the batches already in go again (their predictions and
    // events with them), and readers who saw them are told
    if (written.length > 0) {
      await db.transaction((tx) => deleteGamesInTx(tx, league.id, written, by, deps.now().getTime()));
    }
    throw err;
  }
}
