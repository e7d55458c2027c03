import { sideName } from '@common/brackets/sides';
import type { DivisionDto } from '@common/schemas/divisions';
import type { GameDto } from '@common/schemas/games/dto';
import { ADMIN_TEXT } from './texts';

// Spec 2.4: 'Upcoming Games' holds every game not completed, live ones first (ours), then soonest
// first; 'Finished Games' the completed ones, latest first.
export function splitGames(games: readonly GameDto[]): { upcoming: GameDto[]; finished: GameDto[] } {
  const byDate = (a: GameDto, b: GameDto) => Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate) || a.id - b.id;
  const liveFirst = (a: GameDto, b: GameDto) => Number(b.status === 'live') - Number(a.status === 'live') || byDate(a, b);
  const upcoming = games.filter((g) => g.status !== 'completed').sort(liveFirst);
  const finished = games.filter((g) => g.status === 'completed').sort((a, b) => byDate(b, a));
  return { upcoming, finished };
}

// Spec 2.4: 'Winner: {team or Tie}'.
export function winnerLine(game: Pick<GameDto, 'homeScore' | 'awayScore' | 'homeTeam' | 'awayTeam'>): string {
  if (game.homeScore === game.awayScore) return ADMIN_TEXT.winner(ADMIN_TEXT.tie);
  return ADMIN_TEXT.winner(game.homeScore > game.awayScore ? sideName(game, 'home') : sideName(game, 'away'));
}

export function refereeName(referee: GameDto['referee']): string | null {
  if (!referee) return null;
  const name = [referee.firstName, referee.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

// Spec 5 Delete game: only a valid id is sent.
export function isValidGameId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

// Issue 34: the games tables' division filter: '' every game, CROSSOVER the games between two
// divisions (or of teams in none), else a division's id.
export const CROSSOVER = 'crossover';

export function gamesOfDivision(games: readonly GameDto[], filter: string): readonly GameDto[] {
  if (filter === '') return games;
  const wanted = filter === CROSSOVER ? null : Number(filter);
  return games.filter((game) => game.divisionId === wanted);
}

// A game's division by name: a crossover game has none.
export function divisionNameOf(game: GameDto, divisions: readonly DivisionDto[]): string {
  return divisions.find((division) => division.id === game.divisionId)?.name ?? ADMIN_TEXT.crossover;
}
