import type { ScoringPlay, Side } from '../game-rules';
import type { PlayerPointsDto } from '../rosters/player-stats';
import type { SeasonSpan } from '../seasons/seasons';
import type { GameEventDto } from './games/dto';
import type { TeamDto } from './teams';

export type TeamRecordDto = { wins: number; losses: number; ties: number };
export type TeamTotals = TeamRecordDto & { pointsFor: number; pointsAgainst: number; gamesPlayed: number };
// GET /api/leagues/{slug}/teams/{id}/stats[?seasonId=] (spec 2.8, issue 34): the totals of the season
// counted (default: the current one; null: the league has no season, every game counts), crossover
// games included, and the team with its division.
// Issue 36: the totals count regular-season games only; the team's completed playoff games of the
// season are listed apart, oldest first.
// Issue 49 (decision 082): the season's scorers by jersey (points by player), and scoresKept false for
// a team of an instructional division (every number 0, no list: the dialog says no score is kept).
export type TeamStatsDto = TeamTotals & {
  team: TeamDto;
  season: SeasonSpan | null;
  playoffGames: PlayoffGameDto[];
  scoresKept: boolean;
  scorers: PlayerPointsDto[];
};
export type PlayoffGameDto = { id: number; scheduledDate: string; bracket: string; roundName: string; opponent: string; pointsFor: number; pointsAgainst: number; won: boolean };
export type UpcomingGameDto = {
  id: number;
  scheduledDate: string;
  field: string | null;
  isHome: boolean;
  homeTeam: { name: string };
  awayTeam: { name: string };
};

// Sent with every public answer (304s included): the server's clock, so a page can count down
// from a cached body.
export const SERVER_NOW_HEADER = 'x-server-now';

// GET /api/leagues/{slug}/public/games/{id}/scoring-plays (issue 18): one score change of the game,
// in the order they happened, with the score after it. `points` is negative for a -1.
export type ScoringPlayDto = {
  id: number;
  period: number;
  timeRemaining: number;
  team: Side;
  play: ScoringPlay | null;
  points: number;
  jersey: string | null;
  homeScore: number;
  awayScore: number;
};

// The score events that changed the score are the game's scoring plays: the server lists them and
// the scoreboard adds a pushed one by the same rule (this module has no zod, for the board's bundle).
// null: not a scoring play.
export function scoringPlayOfEvent(event: GameEventDto): ScoringPlayDto | null {
  const { team, points, homeScore, awayScore } = event;
  if (event.eventType !== 'score' || team === null || points === null || homeScore === null || awayScore === null) return null;
  return { id: event.id, period: event.period, timeRemaining: event.timeRemaining, team, play: event.play, points, jersey: event.jersey, homeScore, awayScore };
}

// Issue 37: the scoring play an undo takes out of the list (the undo of a score change), else null.
// The redo of an undo is a score event of its own, a scoring play by the rule above.
export function scoringPlayUndoneBy(event: GameEventDto): number | null {
  const undid = event.revert?.action.type;
  return event.eventType === 'undo' && event.undoes !== null && (undid === 'addScore' || undid === 'scoringPlay') ? event.undoes : null;
}

// What a scoreboard hears of a game's events: its scoring plays, and the undos that withdraw one.
export function reachesScoreboards(event: GameEventDto): boolean {
  return scoringPlayOfEvent(event) !== null || scoringPlayUndoneBy(event) !== null;
}
