// GET /api/leagues/{slug}/protests (issue 49, decision 081): the league's protested finals waiting
// for the admin's ruling, oldest first, each with its teams' answers (the protest's reason). The
// admin's protest case reads it, then each game's timeline, check-in sheet and result.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mayRuleResult } from '../../../common/policies/results';
import type { ProtestDto } from '../../../common/schemas/rosters';
import type { Actor } from '../../auth/actor';
import { gameResultAnswers, games, teams } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { listedLeague } from '../games/access';
import { RESULTS_TEXT } from './texts';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

export async function listProtests(deps: AppDeps, actor: Actor, slug: string): Promise<ProtestDto[]> {
  if (!mayRuleResult(actor)) throw forbidden(RESULTS_TEXT.readForbidden);
  const league = await listedLeague(deps, actor, slug);
  const rows = await deps.db
    .select({ id: games.id, scheduledDate: games.scheduledDate, field: games.field, status: games.status, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, homeName: home.name, awayName: away.name, homeScore: games.homeScore, awayScore: games.awayScore })
    .from(games)
    .leftJoin(home, eq(home.id, games.homeTeamId))
    .leftJoin(away, eq(away.id, games.awayTeamId))
    .where(and(eq(games.leagueId, league.id), eq(games.resultStatus, 'protested')))
    .orderBy(asc(games.completedAt), asc(games.id));
  const answers = rows.length === 0 ? [] : await deps.db.select().from(gameResultAnswers).where(inArray(gameResultAnswers.gameId, rows.map((row) => row.id)));
  return rows.map((row) => ({
    id: row.id,
    scheduledDate: row.scheduledDate.toISOString(),
    field: row.field,
    status: row.status,
    homeTeam: { id: row.homeTeamId ?? 0, name: row.homeName ?? '' },
    awayTeam: { id: row.awayTeamId ?? 0, name: row.awayName ?? '' },
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    answers: answers
      .filter((a) => a.gameId === row.id)
      .sort((a, b) => (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1))
      .map((a) => ({ side: a.side, answer: a.answer, reason: a.reason, byName: a.byName, at: a.at.toISOString() })),
  }));
}
