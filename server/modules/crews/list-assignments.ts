// GET /api/referees/me/assignments?from=&to= (issue 48): the signed-in official's positions, offered,
// accepted or declined, soonest first, each with its game and its report's state. From a day ago by
// default, so today's finished games, whose report is due, stay on the dashboard.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { mayHaveAssignments } from '../../../common/policies/crews';
import type { AssignmentsDto } from '../../../common/schemas/crews';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { gameCrew, gameReports, games } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { gamesOfLeagueByIds } from '../games/store';
import { presentCrewGame } from './present';
import { CREWS_TEXT } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;
// a season's worth for one official: the dashboard shows far fewer
const MAX_LISTED = 500;

export async function listAssignments(deps: AppDeps, actor: Actor, query: { from?: string; to?: string }): Promise<AssignmentsDto> {
  if (!mayHaveAssignments(actor) || actor.leagueId === null) throw forbidden(CREWS_TEXT.assignmentsForbidden);
  const from = query.from ? new Date(query.from) : new Date(deps.now().getTime() - DAY_MS);
  const rows = await deps.db
    .select({ gameId: gameCrew.gameId, position: gameCrew.position, status: gameCrew.status, offeredAt: gameCrew.offeredAt, answeredAt: gameCrew.answeredAt, arrivedAt: gameCrew.arrivedAt })
    .from(gameCrew)
    .innerJoin(games, eq(games.id, gameCrew.gameId))
    .where(
      and(
        eq(gameCrew.leagueId, actor.leagueId),
        eq(gameCrew.refereeId, actor.id),
        inArray(gameCrew.status, ['offered', 'accepted', 'declined']),
        gte(games.scheduledDate, from),
        query.to ? lte(games.scheduledDate, new Date(query.to)) : undefined,
      ),
    )
    .orderBy(asc(games.scheduledDate), asc(games.id), asc(gameCrew.position))
    .limit(MAX_LISTED);
  const ids = [...new Set(rows.map((row) => row.gameId))];
  const [records, reports] = await Promise.all([
    gamesOfLeagueByIds(deps.db, actor.leagueId, ids),
    ids.length === 0 ? [] : deps.db.select({ gameId: gameReports.gameId, state: gameReports.state }).from(gameReports).where(inArray(gameReports.gameId, ids)),
  ]);
  const gameOf = new Map(records.map((game) => [game.id, game]));
  const stateOf = new Map(reports.map((report) => [report.gameId, report.state]));
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    assignments: rows
      .filter((row) => gameOf.has(row.gameId))
      .map((row) => ({
        game: presentCrewGame(gameOf.get(row.gameId)!),
        position: row.position,
        status: row.status,
        offeredAt: iso(row.offeredAt),
        answeredAt: iso(row.answeredAt),
        arrivedAt: iso(row.arrivedAt),
        reportState: stateOf.get(row.gameId) ?? null,
      })),
  };
}
