// Rows several layers name: typed from the schema alone, so deps.ts and its feeds (and any module)
// can name a league or a game without importing the module that reads it (decision 034).
import type { RulesOverrides } from '../../common/game-rules';
import type { gameEvents, games, leagues } from './schema';

export type League = typeof leagues.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type GameEventRow = typeof gameEvents.$inferSelect;

// A game as the games module reads it (modules/games/store.ts): with its teams, referee and league.
export type GameRecord = GameRow & {
  // null: a bracket game's side still waiting on an earlier game (issue 36)
  homeTeam: { name: string; color: string; divisionId: number | null } | null;
  awayTeam: { name: string; color: string; divisionId: number | null } | null;
  // issue 36: the bracket's name for a bracket game (null: a regular-season game)
  bracketName: string | null;
  referee: { id: number; firstName: string | null; lastName: string | null } | null;
  league: League;
  // issue 37: the overrides of the home team's division (the game's when both teams share it)
  homeDivisionRules: RulesOverrides | null;
  // issue 49 (decision 082): false when either team's division is instructional: the public reads
  // answer the game without its score (common/rosters/public-scores.ts)
  scoresPublic: boolean;
};
