// The scoreboard's other public reads: a game's scoring plays, a team's record, statistics and next
// games (common/schemas/scoreboard.ts), and the league table (common/standings/rank.ts).
import { z } from 'zod';
import { SCORING_PLAYS } from '../../game-rules/scoring-plays';
import { TIEBREAKERS, type StandingsDto } from '../../standings/rank';
import type { ScoringPlayDto, TeamRecordDto, TeamStatsDto, UpcomingGameDto } from '../scoreboard';
import { answerOf, component } from './components';
import { isoInstant, side } from './games';
import { isoDate, teamAnswer } from './leagues';

const seasonSpan = z.strictObject({ id: z.number().int(), name: z.string(), startDate: isoDate, endDate: isoDate });

export const scoringPlayAnswer = component(
  'ScoringPlay',
  'One score change of a game, in the order they happened, with the score after it (points is negative for a -1)',
  answerOf<ScoringPlayDto>()(
    z.strictObject({
      id: z.number().int(),
      period: z.number().int(),
      timeRemaining: z.number().int(),
      team: side,
      play: z.enum(SCORING_PLAYS).nullable(),
      points: z.number().int(),
      jersey: z.string().nullable(),
      homeScore: z.number().int(),
      awayScore: z.number().int(),
    }),
  ),
);

const record = { wins: z.number().int(), losses: z.number().int(), ties: z.number().int() };
export const teamRecordAnswer = component('TeamRecord', "A team's wins, losses and ties in the current season's regular games", answerOf<TeamRecordDto>()(z.strictObject(record)));

export const teamStatsAnswer = component(
  'TeamStats',
  "A team's totals in the season counted (season null: the league has no season, every game counts), its playoff games apart, and its scorers by jersey; scoresKept false for a team of an instructional division (every number 0)",
  answerOf<TeamStatsDto>()(
    z.strictObject({
      ...record,
      pointsFor: z.number().int(),
      pointsAgainst: z.number().int(),
      gamesPlayed: z.number().int(),
      team: teamAnswer,
      season: seasonSpan.nullable(),
      playoffGames: z.array(
        z.strictObject({
          id: z.number().int(),
          scheduledDate: isoInstant,
          bracket: z.string(),
          roundName: z.string(),
          opponent: z.string(),
          pointsFor: z.number().int(),
          pointsAgainst: z.number().int(),
          won: z.boolean(),
        }),
      ),
      scoresKept: z.boolean(),
      scorers: z.array(
        z.strictObject({
          jerseyNumber: z.number().int(),
          name: z.string(),
          touchdowns: z.number().int(),
          pat1: z.number().int(),
          pat2: z.number().int(),
          safeties: z.number().int(),
          points: z.number().int(),
        }),
      ),
    }),
  ),
);

export const upcomingGameAnswer = component(
  'UpcomingGame',
  "One of a team's next games",
  answerOf<UpcomingGameDto>()(
    z.strictObject({
      id: z.number().int(),
      scheduledDate: isoInstant,
      field: z.string().nullable(),
      isHome: z.boolean(),
      homeTeam: z.strictObject({ name: z.string() }),
      awayTeam: z.strictObject({ name: z.string() }),
    }),
  ),
);

const standingsRow = z.strictObject({
  rank: z.number().int(),
  team: z.strictObject({ id: z.number().int(), name: z.string(), color: z.string() }),
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  forfeits: z.number().int(),
  winPct: z.number(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  pointDifferential: z.number().int(),
  streak: z.string(),
  lastFive: z.array(z.enum(['W', 'L', 'T'])),
  tiebreak: z.enum(TIEBREAKERS).nullable(),
  sportsmanship: z.number().nullable(),
  provisional: z.boolean(),
  division: z.strictObject({ id: z.number().int(), name: z.string() }).nullable(),
});

export const standingsAnswer = component(
  'Standings',
  "The league table of a season (season null: the league has no season, every game counts): rows ordered by division, then rank; divisions: the same rows grouped (a league without divisions: one entry with id and name null). A row is provisional while a game it counts waits for its coaches' answers.",
  answerOf<StandingsDto>()(
    z.strictObject({
      tiebreakers: z.array(z.enum(TIEBREAKERS)),
      pointDifferentialCap: z.number().int().nullable(),
      season: seasonSpan.nullable(),
      rows: z.array(standingsRow),
      divisions: z.array(z.strictObject({ id: z.number().int().nullable(), name: z.string().nullable(), rows: z.array(standingsRow) })),
    }),
  ),
);
