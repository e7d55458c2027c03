// Issue 36: the bracket reads as contract-36 gives them (GET /api/leagues/{slug}/brackets,
// GET /api/brackets/{id}) and what every game answer adds for a bracket game.
import type { BracketFormat, Bye, Feed } from '@common/brackets/bracket';
import type { GameStatus } from '@common/constants';
import type { BracketGameDto, GameBracketDto } from '@common/schemas/brackets';
import type { GameDto, PublicGameDto } from '@common/schemas/games/dto';

export type BracketListItemDto = { id: number; name: string; format: BracketFormat; divisionId: number | null };

// A side of a bracket game filled by an earlier game, with the words screens show for it.
export type SideFeedDto = Feed & { label: string };
export type GameBracketFields = { bracket: GameBracketDto | null; homeFrom: SideFeedDto | null; awayFrom: SideFeedDto | null; overtime: { round: number } | null };

// A game of a published bracket: its place in the bracket and, once created, the game's state.
export type PublishedBracketGame = BracketGameDto & { status?: GameStatus; homeScore?: number; awayScore?: number; overtime?: { round: number } | null };
export type BracketDto = {
  bracket: { id: number; name: string; format: BracketFormat; divisionId: number | null; seasonId: number | null };
  games: PublishedBracketGame[];
  byes: Bye[];
};

type AnyGame = GameDto | PublicGameDto;

// What a game answer says of its bracket (null and no feeds for a league game).
export function bracketFieldsOf(game: AnyGame): GameBracketFields {
  const fields = game as AnyGame & Partial<GameBracketFields>;
  return { bracket: fields.bracket ?? null, homeFrom: fields.homeFrom ?? null, awayFrom: fields.awayFrom ?? null, overtime: fields.overtime ?? null };
}

// A side's name: the team's, or while it is unknown the game that fills it ("Winner of Semifinal 1").
export function sideNameOf(game: AnyGame, side: 'home' | 'away'): string {
  const team = (side === 'home' ? game.homeTeam : game.awayTeam) as { name: string | null } | null;
  const fields = bracketFieldsOf(game);
  return team?.name ?? (side === 'home' ? fields.homeFrom : fields.awayFrom)?.label ?? '';
}

// Whether a side waits on an earlier game.
export function sideUnknown(game: AnyGame, side: 'home' | 'away'): boolean {
  return (side === 'home' ? game.homeTeamId : game.awayTeamId) === null;
}
