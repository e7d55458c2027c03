import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TeamDto } from '../../../common/schemas/teams';
import type { DbOrTx } from '../../db/client';
import { divisions, games, teams } from '../../db/schema';
import { inScope, type LeagueScope } from '../../auth/scope';

export type Team = typeof teams.$inferSelect;

// A team as every answer carries it: with its division's id and name (issue 34).
function selectTeamDtos(db: DbOrTx) {
  return db
    .select({ id: teams.id, name: teams.name, color: teams.color, icon: teams.icon, leagueId: teams.leagueId, divisionId: teams.divisionId, divisionName: divisions.name })
    .from(teams)
    .leftJoin(divisions, eq(divisions.id, teams.divisionId));
}

type SelectedTeam = Awaited<ReturnType<ReturnType<typeof selectTeamDtos>['execute']>>[number];

function toTeamDto({ divisionName, ...team }: SelectedTeam): TeamDto {
  return { ...team, division: team.divisionId !== null && divisionName !== null ? { id: team.divisionId, name: divisionName } : null };
}

export async function teamsOfLeague(db: DbOrTx, leagueId: number): Promise<TeamDto[]> {
  const rows = await selectTeamDtos(db)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
  return rows.map(toTeamDto);
}

// The answer of a create or an edit, read in its transaction.
export async function teamDto(db: DbOrTx, team: Team): Promise<TeamDto> {
  const [row] = await selectTeamDtos(db).where(and(eq(teams.id, team.id), eq(teams.leagueId, team.leagueId)));
  return toTeamDto(row!);
}

export async function teamInScope(db: DbOrTx, scope: LeagueScope, id: number): Promise<Team | null> {
  const [row] = await db.select().from(teams).where(and(eq(teams.id, id), inScope(teams.leagueId, scope))).limit(1);
  return row ?? null;
}

export async function insertTeam(db: DbOrTx, values: { leagueId: number; name: string; color?: string; icon?: string; divisionId?: number | null }): Promise<Team> {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

export async function updateTeam(db: DbOrTx, team: Team, values: { name?: string; color?: string; divisionId?: number | null }): Promise<Team> {
  const [row] = await db.update(teams).set(values).where(and(eq(teams.id, team.id), eq(teams.leagueId, team.leagueId))).returning();
  return row!;
}

export async function deleteTeam(db: DbOrTx, team: Team): Promise<void> {
  await db.delete(teams).where(and(eq(teams.id, team.id), eq(teams.leagueId, team.leagueId)));
}

export async function countGamesOfTeam(db: DbOrTx, team: Team): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(eq(games.leagueId, team.leagueId), or(eq(games.homeTeamId, team.id), eq(games.awayTeamId, team.id))));
  return row?.n ?? 0;
}
