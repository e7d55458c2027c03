// Issue 36, playoffs: the preview/publish body and the answer both sides share
// (docs/decisions/046-brackets.md). The rules behind them are common/brackets/.
import { z } from 'zod';
import { bracketProblem, type BracketFormat, type BracketGame, type Bye } from '../brackets/bracket';
import type { UnscheduledBracketGame } from '../brackets/schedule';
import { BRACKETS_TEXT } from '../brackets/texts';
import { LIMITS } from '../constants';
import { TIME_PATTERN } from '../schedule/dates';
import type { PublicGameDto } from './games/dto';
import { rowId } from './base/ids';
import { calendarDate } from './schedule';

const { teams, slots, restMinutes } = LIMITS.bracket;
const wholeFrom = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;
const count = z.number({ error: wholeFrom(teams.min, teams.max) }).int(wholeFrom(teams.min, teams.max)).min(teams.min, wholeFrom(teams.min, teams.max)).max(teams.max, wholeFrom(teams.min, teams.max));

const bracketSlot = z
  .object({
    date: calendarDate,
    time: z.string({ error: 'must be a time written HH:MM' }).regex(TIME_PATTERN, 'must be a time written HH:MM (00:00 to 23:59)'),
    fieldId: rowId,
  })
  .strict();

// POST /api/leagues/{slug}/brackets/preview and POST /api/leagues/{slug}/brackets (publish): one body.
export const bracketBody = z
  .object({
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`),
    format: z.enum(['single', 'double'], { error: 'must be "single" or "double"' }),
    divisionId: rowId.optional(),
    seasonId: rowId.optional(),
    // the top n of the standings, in rank order
    teams: count.optional(),
    // the seeds instead, in seed order
    seedTeamIds: z.array(rowId).min(teams.min, BRACKETS_TEXT.teamCount(teams.min, teams.max)).max(teams.max, BRACKETS_TEXT.teamCount(teams.min, teams.max)).optional(),
    thirdPlace: z.boolean({ error: 'must be true or false' }).default(false),
    slots: z.array(bracketSlot).min(1, 'needs at least one field and time').max(slots, `takes at most ${slots} slots`),
    minRestMinutes: z.number({ error: wholeFrom(0, restMinutes) }).int(wholeFrom(0, restMinutes)).min(0, wholeFrom(0, restMinutes)).max(restMinutes, wholeFrom(0, restMinutes)).default(0),
    // issue 48 (decision 073): teams whose approved reports' sportsmanship average is under it are left
    // out (a team without an approved report is kept)
    minSportsmanship: z.number({ error: 'must be a number from 0 to 5' }).min(0, 'must be a number from 0 to 5').max(5, 'must be a number from 0 to 5').optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.teams === undefined) === (body.seedTeamIds === undefined)) {
      ctx.addIssue({ code: 'custom', message: BRACKETS_TEXT.teamsOrSeeds, path: [] });
      return;
    }
    const twice = body.seedTeamIds?.find((id, i, all) => all.indexOf(id) !== i);
    if (twice !== undefined) ctx.addIssue({ code: 'custom', message: BRACKETS_TEXT.seedTwice(twice), path: ['seedTeamIds'] });
    const seen = new Set<string>();
    for (const slot of body.slots) {
      const key = `${slot.date} ${slot.time} ${slot.fieldId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: BRACKETS_TEXT.slotTwice(slot.date, slot.time, slot.fieldId), path: ['slots'] });
      seen.add(key);
    }
    // (a count out of range is the field's own issue)
    const teamCount = body.teams ?? body.seedTeamIds!.length;
    const problem = teamCount >= teams.min && teamCount <= teams.max ? bracketProblem({ format: body.format, thirdPlace: body.thirdPlace, teamCount }) : null;
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, path: ['thirdPlace'] });
  });
export type BracketBody = z.output<typeof bracketBody>;
export type BracketBodyInput = z.input<typeof bracketBody>;

// A game of the answer: the bracket's game with its teams as far as known, its slot (null: none was
// free, see `unscheduled`) and, after publish, the game's id.
export type BracketGameDto = BracketGame & { id?: number; fieldId: number | null; scheduledDate: string | null };
export type BracketAnswerDto = {
  bracket: { id?: number; name: string; format: BracketFormat };
  games: BracketGameDto[];
  byes: Bye[];
  unscheduled: UnscheduledBracketGame[];
};

// GET /api/leagues/{slug}/brackets
export type BracketListItemDto = { id: number; name: string; format: BracketFormat; divisionId: number | null };
// GET /api/brackets/{id}: each game is the public game (teams, score, status, clock, overtime, and
// homeFrom/awayFrom with their "Winner of ..." label) with its place in the bracket.
export type BracketViewGameDto = PublicGameDto & Pick<BracketGame, 'key' | 'round' | 'roundName' | 'homeSeed' | 'awaySeed'> & { fieldId: number | null };
export type BracketViewDto = {
  bracket: { id: number; name: string; format: BracketFormat; divisionId: number | null; seasonId: number | null };
  games: BracketViewGameDto[];
  byes: Bye[];
};
