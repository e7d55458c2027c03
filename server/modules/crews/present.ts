// A game's crew and a game as the crews' answers show them (common/schemas/crews.ts).
import { positionsOf, crewSizeOf, type CrewPosition } from '../../../common/crews/crew';
import { DEFAULT_RULES, effectiveRules, type RulesProfile } from '../../../common/game-rules';
import { divisionOfGame } from '../../../common/schemas/divisions';
import { mayReadDeclineReason } from '../../../common/policies/crews';
import type { Role } from '../../../common/roles';
import type { CrewDto, CrewGameDto, CrewMemberDto } from '../../../common/schemas/crews';
import { sideName } from '../../../common/brackets/sides';
import type { GameRecord } from '../games/store';
import type { CrewRow } from './store';

// The game's crew size: its effective rules' (the league's profile, the home division's overrides).
function crewSizeOfGame(game: Pick<GameRecord, 'league' | 'homeDivisionRules'>): number {
  // read as optional: a profile stored before issue 48 names no crewSize
  const { crewSize } = effectiveRules(game.league.rulesProfile ?? DEFAULT_RULES, game.homeDivisionRules) as RulesProfile & { crewSize?: number | null };
  return crewSizeOf({ crewSize });
}

export function positionsOfGame(game: Pick<GameRecord, 'league' | 'homeDivisionRules'>): CrewPosition[] {
  return positionsOf(crewSizeOfGame(game));
}

// A position's row as it stands: its own, else (the referee position of a game written before its
// row, or by hand) the game's referee as accepted, as the migration took them, else open.
export function effectiveRow(game: Pick<GameRecord, 'id' | 'leagueId' | 'refereeId'>, rows: readonly CrewRow[], position: CrewPosition): CrewRow {
  const row = rows.find((r) => r.position === position);
  if (row) return row;
  const referee = position === 'referee' ? game.refereeId : null;
  return {
    gameId: game.id,
    leagueId: game.leagueId,
    position,
    refereeId: referee,
    status: referee === null ? 'open' : 'accepted',
    offeredAt: null,
    answeredAt: null,
    arrivedAt: null,
    remindedAt: null,
    declineReason: null,
    updatedAt: new Date(0),
  };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function presentMember(row: CrewRow, names: Map<number, string>, viewer: { id: number; role: Role }): CrewMemberDto {
  const member: CrewMemberDto = {
    position: row.position,
    refereeId: row.refereeId,
    refereeName: row.refereeId === null ? null : (names.get(row.refereeId) ?? null),
    status: row.status,
    offeredAt: iso(row.offeredAt),
    answeredAt: iso(row.answeredAt),
    arrivedAt: iso(row.arrivedAt),
  };
  if (row.status === 'declined' && mayReadDeclineReason(viewer, row)) member.declineReason = row.declineReason;
  return member;
}

// One entry per position of the game's crew size, in order (rows beyond it, left from a larger
// size, are not shown).
export function presentCrew(game: GameRecord, rows: readonly CrewRow[], names: Map<number, string>, viewer: { id: number; role: Role }): CrewDto {
  return { crew: positionsOfGame(game).map((position) => presentMember(effectiveRow(game, rows, position), names, viewer)) };
}

export function officialIdsOf(game: GameRecord, rows: readonly CrewRow[]): number[] {
  const ids = rows.map((row) => row.refereeId).filter((id): id is number => id !== null);
  return game.refereeId === null ? ids : [...ids, game.refereeId];
}

export function presentCrewGame(game: GameRecord): CrewGameDto {
  return {
    id: game.id,
    scheduledDate: game.scheduledDate.toISOString(),
    status: game.status,
    field: game.field,
    homeTeam: sideName(game, 'home'),
    awayTeam: sideName(game, 'away'),
    divisionId: divisionOfGame(game.homeTeam?.divisionId ?? null, game.awayTeam?.divisionId ?? null),
  };
}
