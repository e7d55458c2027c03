// Issue 49: coaches, rosters, the check-in and the coaches' answer to a final on the wire. The states
// and the public name rule are in common/rosters/roster.ts.
import { z } from 'zod';
import { ROSTER_LIMITS, type CoachRole, type PlayerStatus, type ResultAnswer, type ResultStatus, type RulingDecision } from '../rosters/roster';
import { passwordField, usernameField } from './auth';
import { DATE_PATTERN, parseCalendarDate } from '../schedule/dates';
import { rowId } from './base/ids';
import { patchBody } from './base/patch';

const name = z.string().trim().min(1, 'is required').max(ROSTER_LIMITS.name.max, `must be at most ${ROSTER_LIMITS.name.max} characters`);
const jersey = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(ROSTER_LIMITS.jersey.min, 'must be from 0 to 99')
  .max(ROSTER_LIMITS.jersey.max, 'must be from 0 to 99');
const reason = z.string().trim().min(1, 'is required').max(ROSTER_LIMITS.reason.max, `must be at most ${ROSTER_LIMITS.reason.max} characters`);

// ---- coaches ----

// POST /api/teams/{id}/coaches (admin): invites a coach by mail (an account with that address is linked instead)
export const coachInviteBody = z
  .object({ email: z.email('must be an email address').max(254), firstName: name, lastName: name, coachRole: z.enum(['head', 'assistant']).optional() })
  .strict();

// GET /api/teams/{id}/coaches: the team's coaches and its invitations still waiting
export type CoachDto = { userId: number; name: string; email: string | null; coachRole: CoachRole };
export type CoachInvitationDto = { id: number; email: string; name: string; coachRole: CoachRole; expiresAt: string };
export type TeamCoachesDto = { coaches: CoachDto[]; invitations: CoachInvitationDto[] };
// The invitation link's form (its POST): the coach's account, on registration's username and password rules
export const coachAccountBody = z.object({ username: usernameField, password: passwordField, firstName: name, lastName: name }).strict();

// ---- players ----

// A player as the team's coach and the league's admins see him; the public reads see PublicPlayerDto.
export type PlayerDto = { id: number; teamId: number; firstName: string; lastName: string; jerseyNumber: number | null; birthDate: string | null; status: PlayerStatus };
export type PublicPlayerDto = { id: number; name: string; jerseyNumber: number | null };
export type RosterDto = { teamId: number; locked: boolean; lockDate: string | null; players: PlayerDto[] };

// POST /api/teams/{id}/players, PATCH /api/teams/{id}/players/{playerId}
// A birth date: a real date of the calendar from 1900, not in the future's schedule years (an adult
// league's players were born before the schedule years the game dates keep to).
const BIRTH_YEARS = { min: 1900, max: 2100 } as const;
const birthDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(DATE_PATTERN, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = parseCalendarDate(value);
    return date !== null && date.year >= BIRTH_YEARS.min && date.year <= BIRTH_YEARS.max;
  }, `is not a date of the calendar from ${BIRTH_YEARS.min}`);
const playerFields = { firstName: name, lastName: name, jerseyNumber: jersey.nullable(), birthDate: birthDate.nullable() };
export const playerBody = z.object({ ...playerFields, jerseyNumber: playerFields.jerseyNumber.optional(), birthDate: playerFields.birthDate.optional() }).strict();
export const playerPatchBody = patchBody(z.object(playerFields).partial().strict());
export type PlayerBody = z.output<typeof playerBody>;
export type PlayerPatchBody = z.output<typeof playerPatchBody>;
// GET /api/teams/{id}/players[?status=all] (the dropped players too: the league's admins)
export const rosterQuery = z.object({ status: z.enum(['active', 'all'], { error: 'must be active or all' }).optional() }).strict();

// POST /api/leagues/{slug}/rosters/import[?dryRun=1] (multipart CSV): what would be (or was) done, by row
export type RosterImportRowDto = { row: number; team: string | null; name: string | null; reason: string };
export type RosterImportDto = {
  dryRun: boolean;
  players: { created: number; changed: number; dropped: number; unchanged: number };
  coaches: { invited: number; linked: number; unchanged: number };
  refused: RosterImportRowDto[];
  // rows read but needing care (a player without a number yet): imported, and said
  notes: RosterImportRowDto[];
};

// ---- the check-in ----

// PUT /api/games/{id}/checkin: the players present (the whole list each time); `override` (admin)
// lets in a player on neither team's roster
export const checkinBody = z
  .object({ present: z.array(rowId, { error: 'must be a list of player ids' }).max(2 * ROSTER_LIMITS.players.max), override: z.boolean().optional() })
  .strict();
export type CheckinPlayerDto = PlayerDto & { present: boolean; override: boolean };
// GET /api/games/{id}/checkin (the game's referee and the league's admins): both rosters, who is present
export type CheckinDto = { gameId: number; home: CheckinPlayerDto[]; away: CheckinPlayerDto[]; others: CheckinPlayerDto[]; rosterFlag: boolean };

// ---- the final ----

// POST /api/games/{id}/result/protest
export const protestBody = z.object({ reason }).strict();
// POST /api/games/{id}/result/rule (admin)
export const rulingBody = z
  .object({ decision: z.enum(['upheld', 'denied'], { error: 'must be upheld or denied' }), homeScore: z.number().int().min(0).max(999).optional(), awayScore: z.number().int().min(0).max(999).optional(), note: reason })
  .strict();

export type ResultAnswerDto = { side: 'home' | 'away'; answer: ResultAnswer; reason: string | null; byName: string; at: string };
// GET /api/games/{id}/result: the final's standing, each team's answer, the window, the ruling
export type ResultDto = {
  gameId: number;
  resultStatus: ResultStatus | null;
  homeScore: number;
  awayScore: number;
  answers: ResultAnswerDto[];
  protestClosesAt: string | null;
  ruling: { decision: RulingDecision; homeScore: number | null; awayScore: number | null; note: string; byName: string; at: string } | null;
};

// ---- the coach's home ----

// GET /api/coaches/me (issue 49, decision 081): his teams of the league with their next games and
// whether their roster is locked, and the finals waiting for his team's answer (the window's close)
export type CoachGameDto = { id: number; scheduledDate: string; field: string | null; status: string; homeTeam: { id: number; name: string }; awayTeam: { id: number; name: string } };
export type CoachTeamDto = { id: number; name: string; division: { id: number; name: string } | null; nextGames: CoachGameDto[]; rosterLocked: boolean };
export type CoachFinalDto = CoachGameDto & { side: 'home' | 'away'; homeScore: number; awayScore: number; completedAt: string; protestClosesAt: string };
export type CoachHomeDto = { teams: CoachTeamDto[]; finals: CoachFinalDto[] };
// GET /api/leagues/{slug}/protests (the league's admins): the protested finals waiting for a ruling
export type ProtestDto = CoachGameDto & { homeScore: number; awayScore: number; answers: ResultAnswerDto[] };
