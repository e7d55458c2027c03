// A league and what belongs to it, as the public reads answer them: the league by its slug, the list
// of leagues, its teams, fields, divisions, seasons, game rules, and a team's public roster.
import { z } from 'zod';
import { LEAGUE_STATUSES, TIMEOUT_TYPES, GAME_FORMATS } from '../../constants';
import { CREW_POSITIONS } from '../../crews/crew';
import { RULES_FIELDS } from '../../game-rules/rules-profile';
import { TIEBREAKERS } from '../../standings/rank';
import type { DivisionDto } from '../divisions';
import type { LeagueDto, LeagueSummaryDto } from '../league';
import type { PublicPlayerDto } from '../rosters';
import type { DivisionRulesDto } from '../rules';
import type { SeasonDto } from '../seasons';
import type { FieldDto, TeamDto } from '../teams';
import { answerOf, component } from './components';
import { isoInstant, rulesProfileAnswer } from './games';

export const isoDate = z.iso.date();
const divisionRef = z.strictObject({ id: z.number().int(), name: z.string() });

export const leagueAnswer = component(
  'League',
  "A league and its settings. A suspended or archived league answers with its status so a page can say so; what is inside it stays hidden.",
  answerOf<LeagueDto>()(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      status: z.enum(LEAGUE_STATUSES),
      defaultGameFormat: z.enum(GAME_FORMATS),
      defaultPeriodDuration: z.number().int(),
      defaultTotalPeriods: z.number().int(),
      defaultTimeoutsPerPeriod: z.number().int(),
      defaultBlitzesPerPeriod: z.number().int(),
      timeoutType: z.enum(TIMEOUT_TYPES),
      autoTimeouts: z.boolean(),
      timeoutDuration: z.number().int(),
      halftimeDuration: z.number().int(),
      timezone: z.string(),
      standingsTiebreakers: z.array(z.enum(TIEBREAKERS)),
      pointDifferentialCap: z.number().int().nullable(),
      embedOrigins: z.array(z.string()),
      createdAt: isoInstant,
      selfAssign: z.boolean(),
      maxGamesPerDay: z.number().int(),
      restMinutes: z.number().int(),
      autoDeclineHours: z.number().int(),
      payRates: z.array(z.strictObject({ divisionId: z.number().int().nullable(), position: z.enum(CREW_POSITIONS), cents: z.number().int() })),
      currency: z.string(),
    }),
  ),
);

export const leagueSummaryAnswer = component(
  'LeagueSummary',
  'A league in the list of leagues',
  answerOf<LeagueSummaryDto>()(z.strictObject({ name: z.string(), slug: z.string(), status: z.enum(LEAGUE_STATUSES) })),
);

export const teamAnswer = component(
  'Team',
  'A team of a league, with its division (null: none)',
  answerOf<TeamDto>()(
    z.strictObject({ id: z.number().int(), name: z.string(), color: z.string(), icon: z.string(), leagueId: z.number().int(), divisionId: z.number().int().nullable(), division: divisionRef.nullable() }),
  ),
);

export const fieldAnswer = component(
  'Field',
  'A field where games are played',
  answerOf<FieldDto>()(z.strictObject({ id: z.number().int(), name: z.string(), location: z.string().nullable(), surface: z.string().nullable(), leagueId: z.number().int() })),
);

export const divisionAnswer = component(
  'Division',
  "A division of a league: its order, its teams' count, its roster lock date (a league date), whether players' names are public, and whether it is instructional (no public score)",
  answerOf<DivisionDto>()(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      sortOrder: z.number().int(),
      teamCount: z.number().int(),
      rosterLockDate: isoDate.nullable(),
      publicPlayerNames: z.boolean(),
      instructional: z.boolean(),
    }),
  ),
);

export const seasonAnswer = component(
  'Season',
  "A season of a league (dates in the league's time zone); current: it holds today",
  answerOf<SeasonDto>()(z.strictObject({ id: z.number().int(), name: z.string(), startDate: isoDate, endDate: isoDate, current: z.boolean() })),
);

export const divisionRulesAnswer = component(
  'DivisionRules',
  "A division's rules: the league's profile with the division's overrides applied, and which fields it overrides",
  answerOf<DivisionRulesDto>()(rulesProfileAnswer.extend({ overrides: z.array(z.enum(RULES_FIELDS)) })),
);

export const publicPlayerAnswer = component(
  'PublicPlayer',
  'A player as the public sees them: "Isaac L." or "#12", never a birth date',
  answerOf<PublicPlayerDto>()(z.strictObject({ id: z.number().int(), name: z.string(), jerseyNumber: z.number().int().nullable() })),
);
