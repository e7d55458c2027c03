// Issue 48: the referees' loop on the wire: a game's crew, offers and their answers, open positions,
// the Game day board, the game's report, and pay. The rules themselves are in common/crews/.
import { z } from 'zod';
import { CREW_LIMITS, CREW_POSITIONS, type CrewPosition, type CrewStatus } from '../crews/crew';
import { payPeriodProblem, type UnpaidReason } from '../crews/pay';
import { FIELD_CONDITIONS, INCIDENT_KINDS, REPORT_LIMITS, REPORT_STATES, type FieldCondition, type ReportIncident, type ReportState } from '../crews/report';
import { isScheduleYear, parseCalendarDate } from '../schedule/dates';
import { rowId } from './base/ids';
import { calendarDate } from './schedule';

export const crewPositionParam = z.enum(CREW_POSITIONS, { error: `must be one of ${CREW_POSITIONS.join(', ')}` });

// ---- the crew ----

// GET /api/games/{id}/crew: each position of the game's crew size, in order (a position never
// offered is `open` with nulls). refereeName: the official's display name (null: nobody).
export type CrewMemberDto = {
  position: CrewPosition;
  refereeId: number | null;
  refereeName: string | null;
  status: CrewStatus;
  offeredAt: string | null;
  answeredAt: string | null;
  arrivedAt: string | null;
  // a declined position: his reason, read by the league's admins and himself
  declineReason?: string | null;
};
export type CrewDto = { crew: CrewMemberDto[] };

// PUT /api/games/{id}/crew/{position} (admin): offer the position to a referee, or open it (null)
export const crewAssignBody = z.object({ refereeId: rowId.nullable() }).strict();

// POST /api/games/{id}/crew/{position}/decline
export const crewDeclineBody = z
  .object({ reason: z.string().trim().max(CREW_LIMITS.declineReason.max, `must be at most ${CREW_LIMITS.declineReason.max} characters`).optional() })
  .strict();

// A game as the loop's lists show it (the referee's assignments, open positions, the board, pay).
export type CrewGameDto = {
  id: number;
  scheduledDate: string;
  status: 'scheduled' | 'live' | 'completed' | 'cancelled';
  field: string | null;
  homeTeam: string;
  awayTeam: string;
  divisionId: number | null;
};

// GET /api/referees/me/assignments?from=&to= (the signed-in referee): his positions, offered,
// accepted or declined, soonest first (the dashboard's offers, "I'm here", the report to file).
export type AssignmentDto = { game: CrewGameDto; position: CrewPosition; status: CrewStatus; offeredAt: string | null; answeredAt: string | null; arrivedAt: string | null; reportState: ReportState | null };
export type AssignmentsDto = { assignments: AssignmentDto[] };
// ...its period: instants (from: a day ago when absent, so today's finished games stay; to: none)
const assignmentsBound = z.iso.datetime({ offset: true, error: 'must be an ISO date and time, like 2026-12-12T14:00:00Z' });
export const assignmentsQuery = z
  .object({ from: assignmentsBound.optional(), to: assignmentsBound.optional() })
  .strict()
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) <= Date.parse(q.to), { message: 'From must be at or before To', path: ['from'] });

// GET /api/leagues/{slug}/open-positions (a signed-in referee, selfAssign leagues): what he may claim
export type OpenPositionDto = { game: CrewGameDto; position: CrewPosition };
export type OpenPositionsDto = { positions: OpenPositionDto[] };

// ---- Game day ----

// GET /api/leagues/{slug}/game-day?date=YYYY-MM-DD (admin; the league's today when absent)
export type GameDayGameDto = {
  game: CrewGameDto;
  crew: CrewMemberDto[];
  // the console has started (live or completed)
  consoleStarted: boolean;
  // no arrived referee at the `referee` position 15 minutes before kickoff (and not yet started)
  alert: boolean;
};
export type GameDayDto = { date: string; games: GameDayGameDto[] };
// its query: a real date of the schedule years (none: the league's today)
export const gameDayQuery = z.object({
  date: z
    .string()
    .refine((text) => {
      const date = parseCalendarDate(text);
      return date !== null && isScheduleYear(date.year);
    }, 'must be a date written YYYY-MM-DD')
    .optional(),
});

// ---- the report ----

const sportsmanshipScore = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(REPORT_LIMITS.sportsmanship.min, 'must be from 0 to 5')
  .max(REPORT_LIMITS.sportsmanship.max, 'must be from 0 to 5');

const incident = z
  .object({
    team: z.enum(['home', 'away'], { error: 'must be home, away or null' }).nullable(),
    jersey: z.string().trim().max(REPORT_LIMITS.jersey.max, `must be at most ${REPORT_LIMITS.jersey.max} characters`).optional(),
    kind: z.enum(INCIDENT_KINDS, { error: `must be one of ${INCIDENT_KINDS.join(', ')}` }),
    note: z.string().trim().max(REPORT_LIMITS.note.max, `must be at most ${REPORT_LIMITS.note.max} characters`),
  })
  .strict();

// POST /api/games/{id}/report (the game's referee; again to edit within 24 h, or after a return)
export const reportBody = z
  .object({
    sportsmanship: z.object({ home: sportsmanshipScore, away: sportsmanshipScore }).strict(),
    incidents: z.array(incident, { error: 'must be a list' }).max(REPORT_LIMITS.incidents.max, `must have at most ${REPORT_LIMITS.incidents.max} incidents`),
    noShows: z
      .array(crewPositionParam, { error: 'must be a list of positions' })
      .refine((positions) => new Set(positions).size === positions.length, 'must not name a position twice'),
    fieldCondition: z.enum(FIELD_CONDITIONS, { error: `must be one of ${FIELD_CONDITIONS.join(', ')}` }),
    privateNote: z.string().trim().max(REPORT_LIMITS.privateNote.max, `must be at most ${REPORT_LIMITS.privateNote.max} characters`).optional(),
  })
  .strict();
export type ReportBody = z.output<typeof reportBody>;

// POST /api/games/{id}/report/return
export const reportReturnBody = z
  .object({ reason: z.string().trim().min(1, 'is required').max(REPORT_LIMITS.returnReason.max, `must be at most ${REPORT_LIMITS.returnReason.max} characters`) })
  .strict();

// GET /api/games/{id}/report (the crew and the league's admins; privateNote to admins only)
export type ReportDto = {
  gameId: number;
  authorId: number | null;
  authorName: string;
  sportsmanship: { home: number; away: number };
  incidents: ReportIncident[];
  noShows: CrewPosition[];
  fieldCondition: FieldCondition;
  privateNote?: string | null;
  state: ReportState;
  submittedAt: string;
  updatedAt: string;
  // until when its author may change it (null: locked, or approved)
  editableUntil: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  returnReason: string | null;
};

// GET /api/leagues/{slug}/reports?state= (admin): the review list
// (no state: every state)
export const reportListQuery = z.object({ state: z.enum(REPORT_STATES, { error: `must be one of ${REPORT_STATES.join(', ')}` }).optional() }).strict();
export type ReportListEntryDto = { game: CrewGameDto; report: ReportDto };
export type ReportListDto = { reports: ReportListEntryDto[] };

// ---- pay ----

// POST /api/games/{id}/played-off-console (admin)
export const playedOffConsoleBody = z
  .object({ note: z.string().trim().max(CREW_LIMITS.declineReason.max, `must be at most ${CREW_LIMITS.declineReason.max} characters`).optional() })
  .strict();

// GET /api/leagues/{slug}/pay?from=&to= (admin) and /api/referees/me/pay?from=&to= (his own)
export type PayLineDto = {
  game: CrewGameDto;
  position: CrewPosition;
  rateCents: number;
  consoleRan: boolean;
  playedOffConsole: boolean;
  reportState: ReportState | null;
  // what is paid: the rate when payable, else 0
  amountCents: number;
  // why it is not paid (null: paid)
  unpaidReason: UnpaidReason | null;
};
export type PayRefereeDto = { refereeId: number; name: string; lines: PayLineDto[]; totalCents: number };
export type PayDto = { from: string; to: string; currency: string; referees: PayRefereeDto[]; totalCents: number };
// POST /api/games/{id}/played-off-console answers the mark: who made it, when, and his note
export type OffConsoleMarkDto = { gameId: number; byName: string; note: string | null; at: string };

// GET /api/referees/me/pay: his own lines (none: an empty list), in his league's currency
export type OwnPayDto = PayRefereeDto & { from: string; to: string; currency: string };

// ?from=&to= of the pay reads: league days, both included, to on or after from, a year at most
export const payQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .strict()
  .superRefine((query, ctx) => {
    const problem = payPeriodProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type PayQuery = z.output<typeof payQuery>;
