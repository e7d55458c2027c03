// The checks every crew write shares (issue 48, decision 070): the game locked, the position within
// its crew, a scheduled game, an official once per crew, his unavailable dates, no double booking,
// and a claim's games per day and rest.
import { claimRefusal, type Slot } from '../../../common/crews/claim';
import { coachedSideOf, mayOfficiateTeamsOf } from '../../../common/policies/teams';
import type { CrewPosition } from '../../../common/crews/crew';
import { gameLengthMs, leagueKickoffLabel } from '../../../common/schedule/booking';
import { leagueDateOf } from '../../../common/time';
import type { LeagueScope } from '../../auth/scope';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { assertNoDoubleBooking, lockLeagueSchedule } from '../games/bookings';
import { lockGameInScope, type GameRecord } from '../games/store';
import { coachedAmong } from '../rosters/coaches-store';
import { COACH_TEXT } from '../rosters/coach-texts';
import { positionsOfGame } from './present';
import { slotsOf, unavailableDatesOf, type CrewRow } from './store';
import { CREWS_TEXT } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const endOf = (game: Pick<GameRecord, 'scheduledDate' | 'totalPeriods' | 'periodDuration' | 'halftimeDuration'>) => game.scheduledDate.getTime() + gameLengthMs(game);

// The game of a crew write, locked in the order the games' door locks (its row, then the league's
// schedule), so a crew write and a game's edit queue and never deadlock; two claims of one position
// queue here too, and the second sees the first's answer.
export async function lockedGame(tx: Tx, scope: LeagueScope, gameId: number): Promise<GameRecord> {
  const game = await lockGameInScope(tx, scope, gameId);
  if (!game) throw notFound(CREWS_TEXT.gameNotFound);
  await lockLeagueSchedule(tx, game.leagueId);
  return game;
}

export function assertPositionOfGame(game: GameRecord, position: CrewPosition): void {
  const positions = positionsOfGame(game);
  if (!positions.includes(position)) throw conflict(CREWS_TEXT.notInCrew(position, positions.length));
}

export function assertScheduled(game: GameRecord): void {
  if (game.status !== 'scheduled') throw conflict(CREWS_TEXT.notScheduled(game.status));
}

// The same official in two positions of one crew (held or waiting on his answer) is refused.
export function assertNotElsewhereInCrew(game: GameRecord, rows: readonly CrewRow[], position: CrewPosition, refereeId: number): void {
  const elsewhere = rows.some((row) => row.position !== position && row.refereeId === refereeId && (row.status === 'offered' || row.status === 'accepted'));
  if (elsewhere || (position !== 'referee' && game.refereeId === refereeId)) throw conflict(CREWS_TEXT.alreadyInCrew);
}

// A day he marked unavailable: the game's kickoff date in league time. And (issue 49, decision 077)
// a game of a team he coaches: every offer and claim asks this, so the refusal is here.
export async function assertAvailable(db: DbOrTx, game: GameRecord, refereeId: number): Promise<void> {
  const date = leagueDateOf(game.scheduledDate, game.league.timezone);
  if ((await unavailableDatesOf(db, refereeId)).has(date)) throw conflict(CREWS_TEXT.unavailable(date));
  await assertNotCoachOfGame(db, game, refereeId);
}

// A coach of either team does not officiate the game (common/policies/teams.ts).
async function assertNotCoachOfGame(db: DbOrTx, game: GameRecord, refereeId: number): Promise<void> {
  const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
  const coached = await coachedAmong(db, refereeId, teamIds);
  if (mayOfficiateTeamsOf(coached, game)) return;
  const name = coachedSideOf(coached, game) === 'home' ? game.homeTeam?.name : game.awayTeam?.name;
  throw conflict(COACH_TEXT.mayNotOfficiate(name ?? 'this team'));
}

// No double booking for the official of a second or line position (the referee position's is the
// games' door's): the game as he would officiate it, against the league's games and their crews.
export async function assertNoClashFor(tx: Tx, game: GameRecord, refereeId: number): Promise<void> {
  await assertNoDoubleBooking(tx, game.league, { id: game.id, start: game.scheduledDate.getTime(), end: endOf(game), field: null, homeTeamId: null, awayTeamId: null, refereeId, crew: [] });
}

// A claim's own limits: the league's games per day and rest (common/crews/claim.ts).
export async function claimLimitRefusal(db: DbOrTx, game: GameRecord, refereeId: number): Promise<string | null> {
  const start = game.scheduledDate.getTime();
  const slots = await slotsOf(db, game.leagueId, refereeId, start - 2 * DAY_MS, start + 2 * DAY_MS);
  return claimRefusalText(slots, game);
}

export function claimRefusalText(slots: readonly Slot[], game: GameRecord): string | null {
  const refusal = claimRefusal(slots, { gameId: game.id, start: game.scheduledDate.getTime(), end: endOf(game) }, { maxGamesPerDay: game.league.maxGamesPerDay, restMinutes: game.league.restMinutes, timeZone: game.league.timezone });
  if (!refusal) return null;
  if (refusal.kind === 'gamesPerDay') return CREWS_TEXT.gamesPerDay(refusal.max, refusal.day);
  return CREWS_TEXT.rest(refusal.restMinutes, leagueKickoffLabel(refusal.other.start, game.league.timezone));
}
