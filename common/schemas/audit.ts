// Issue 46: a league's changes (GET /api/leagues/{slug}/audit?from=&to=&actorId=&kind=&before=), the
// audit log's rows of the league read by its admins: role changes, imports, rainouts, settings...
// A game's own timeline, field by field, is GET /api/games/{id}/history (./games/history.ts).
import { z } from 'zod';
import { wallClockToUtc } from '../time';
import { rowIdText } from './base/ids';

// The kinds of change: the first word of each action the audit log records ('game.edit',
// 'league.sync-game-settings', 'user.role-change'...). server/auth/audit-kinds.test.ts reads every
// action the server writes and holds this list to them. (An API key's rows belong to no league, so
// a league's list never holds one; the kind is known all the same.)
export const AUDIT_KINDS = ['announcement', 'api-key', 'bracket', 'division', 'field', 'game', 'import', 'league', 'rainout', 'schedule', 'season', 'team', 'user'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_PAGE_SIZE = 200;

export const AUDIT_TEXT = {
  bound: 'must be a date written YYYY-MM-DD or a date and time written YYYY-MM-DDTHH:MM (seconds, and Z or an offset such as +02:00, may follow; without them it is the league\'s time)',
  kind: `must be one of ${AUDIT_KINDS.join(', ')}`,
  before: 'must be the id of an entry, a whole number from 1',
  fromAfterTo: 'From must be at or before To',
  deletedUser: (id: number) => `Deleted user #${id}`,
  deletedApiKey: (id: string) => `Deleted API key ${id}`,
  system: 'System',
} as const;

// A bound of the period as written: a day (the league's whole day), a wall-clock time of the league,
// or an instant (a time with Z or an offset).
export type AuditBound = { wall: { year: number; month: number; day: number; hour: number; minute: number }; ms: number; offsetMinutes: number | null; dayOnly: boolean };

const BOUND_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

// null for anything but a real date, or date and time, written as ISO 8601 says.
export function parseAuditBound(text: string): AuditBound | null {
  const match = BOUND_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const zone = match[8];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes: number | null = null;
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone) {
    const [h, m] = zone.slice(1).split(':').map(Number) as [number, number];
    if (h > 14 || m > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (h * 60 + m);
  }
  // the seconds and their fraction (.5 is 500 ms)
  const ms = second * 1000 + Number((match[7] ?? '0').padEnd(3, '0'));
  return { wall: { year, month, day, hour, minute }, ms, offsetMinutes, dayOnly: match[4] === undefined };
}

// The instant a bound stands for in the league's zone. A day starts the period at its first instant
// ('from') or ends it with its last ('to': the next day's first instant, not included); a time is
// itself, included at either end.
export function auditBoundRange(bound: AuditBound, timeZone: string): { start: number; endBefore: number } {
  if (bound.dayOnly) {
    const start = wallClockToUtc(bound.wall, timeZone).getTime();
    const next = new Date(Date.UTC(bound.wall.year, bound.wall.month - 1, bound.wall.day + 1));
    const endBefore = wallClockToUtc({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone).getTime();
    return { start, endBefore };
  }
  const { year, month, day, hour, minute } = bound.wall;
  const instant =
    bound.offsetMinutes === null
      ? wallClockToUtc(bound.wall, timeZone).getTime() + bound.ms
      : Date.UTC(year, month - 1, day, hour, minute) + bound.ms - bound.offsetMinutes * 60_000;
  return { start: instant, endBefore: instant + 1 };
}

const bound = z
  .string({ error: AUDIT_TEXT.bound })
  .transform((text, ctx) => {
    const parsed = parseAuditBound(text);
    if (!parsed) ctx.addIssue({ code: 'custom', message: AUDIT_TEXT.bound });
    return parsed ?? z.NEVER;
  });

// GET /api/leagues/{slug}/audit: every filter optional; `before` is the `next` of the page before.
export const auditListQuery = z
  .object({
    from: bound.optional(),
    to: bound.optional(),
    actorId: rowIdText.optional(),
    kind: z.enum(AUDIT_KINDS, { error: AUDIT_TEXT.kind }).optional(),
    before: z
      .string({ error: AUDIT_TEXT.before })
      .regex(/^[0-9]{1,15}$/, AUDIT_TEXT.before)
      .transform(Number)
      .pipe(z.number().min(1, AUDIT_TEXT.before))
      .optional(),
  })
  .strict();
export type AuditListQuery = z.output<typeof auditListQuery>;

// Who made a change: a signed-in user (by the name the account has now, or 'Deleted user #id'), an
// API key (by its name), or the system (the first start, a mailed link's request).
export type AuditActorDto = { type: 'user' | 'api-key' | 'system'; id: number | string | null; name: string };

export type AuditEntryDto = {
  id: number;
  at: string;
  actor: AuditActorDto;
  action: string;
  target: { type: string | null; id: string | null };
  details: unknown;
};

// Newest first; `next`: the `before` of the next page (null: none).
export type AuditListDto = { entries: AuditEntryDto[]; next: number | null };
