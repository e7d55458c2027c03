// Issue 47, announcements: the API contract shared by the server's routes and the admin's
// Announcements screen (docs/decisions/063-announcements.md). POST /api/leagues/{slug}/announcements
// /preview and /announcements take one body; GET /api/leagues/{slug}/announcements is the history.
import { z } from 'zod';
import { TIME_PATTERN } from '../schedule/dates';
import { rowId, rowIdText } from './base/ids';
import { atMost, calendarDate } from './schedule';

export const ANNOUNCEMENT_LIMITS = { subject: 200, body: 5000, divisions: 100, teams: 500, fields: 100, pageSize: 50 } as const;

// Who an announcement reaches: the mail and push followers (with news) of the selected teams, the
// referees (of the selected games with a date, else of the league), the fans whose favourite team is
// among the selected ones (teamNews and email on).
export const AUDIENCE_WHO = ['followers', 'referees', 'fans'] as const;
export type AudienceWho = (typeof AUDIENCE_WHO)[number];

export const ANNOUNCEMENT_TEXT = {
  // a field's refusals, after its name ('Audience.field ids needs a date: ...')
  needsDate: 'needs a date: fields and times choose the games of one day',
  fromAfterTo: (to: string) => `must be at or before to (${to})`,
  noOne: 'No one would receive this announcement: choose other teams, games or people',
  divisionNotInLeague: (id: number) => `Division ${id} is not a division of this league`,
  teamNotInLeague: (id: number) => `Team ${id} is not a team of this league`,
  fieldNotInLeague: (id: number) => `Field ${id} is not a field of this league`,
} as const;

const ids = (max: number, what: string) =>
  z
    .array(rowId)
    .min(1, `needs at least one ${what} (leave it out for every ${what})`)
    .max(max, atMost(max, `${what}s`))
    .optional();
const clock = z.string({ error: 'must be a time written HH:MM' }).regex(TIME_PATTERN, 'must be a time written HH:MM (00:00 to 23:59)');

export const announcementAudience = z
  .object({
    divisionIds: ids(ANNOUNCEMENT_LIMITS.divisions, 'division'),
    teamIds: ids(ANNOUNCEMENT_LIMITS.teams, 'team'),
    fieldIds: ids(ANNOUNCEMENT_LIMITS.fields, 'field'),
    // a day in league time: its games (on those fields, in that window) choose the teams
    date: calendarDate.optional(),
    from: clock.optional(),
    to: clock.optional(),
    who: z
      .array(z.enum(AUDIENCE_WHO, { error: `must be one of ${AUDIENCE_WHO.join(', ')}` }), { error: `must be a list of ${AUDIENCE_WHO.join(', ')}` })
      .min(1, `needs at least one of ${AUDIENCE_WHO.join(', ')}`)
      .max(AUDIENCE_WHO.length * 2, atMost(AUDIENCE_WHO.length * 2, 'entries')),
  })
  .strict()
  .superRefine((audience, ctx) => {
    if (audience.date === undefined) {
      for (const key of ['fieldIds', 'from', 'to'] as const) {
        if (audience[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: ANNOUNCEMENT_TEXT.needsDate });
      }
    }
    if (audience.from !== undefined && audience.to !== undefined && audience.from > audience.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANNOUNCEMENT_TEXT.fromAfterTo(audience.to) });
    }
  });
export type AnnouncementAudienceBody = z.output<typeof announcementAudience>;

export const announcementBody = z
  .object({
    subject: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(ANNOUNCEMENT_LIMITS.subject, `must be at most ${ANNOUNCEMENT_LIMITS.subject} characters`),
    // plain text; its line breaks are kept
    body: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(ANNOUNCEMENT_LIMITS.body, `must be at most ${ANNOUNCEMENT_LIMITS.body} characters`),
    audience: announcementAudience,
  })
  .strict();
export type AnnouncementBody = z.output<typeof announcementBody>;
export type AnnouncementBodyInput = z.input<typeof announcementBody>;

// The preview counts the audience alone: its subject and body are checked when sent, not required
// (the screen's live count runs before they are written).
export const announcementPreviewBody = announcementBody.partial({ subject: true, body: true }).strict();

// GET /api/leagues/{slug}/announcements?before={id}: a page of the history, newest first
export const announcementListQuery = z.object({ before: rowIdText.optional() }).strict();

export type NamedDto = { id: number; name: string };
// a selected game: its teams' names (a bracket side still to be decided: its label), its kickoff, its field
export type AnnouncementGameDto = { id: number; home: string; away: string; kickoff: string; field: string | null };
export type AnnouncementRecipientsDto = { email: number; push: number };
export type AnnouncementPreviewDto = { recipients: AnnouncementRecipientsDto; teams: NamedDto[]; games: AnnouncementGameDto[] };
export type AnnouncementSentDto = AnnouncementPreviewDto & { id: number };

// The audience as it was asked, each filter named as it was when sent (an empty list: no filter).
export type AnnouncementAudienceDto = {
  divisions: NamedDto[];
  teams: NamedDto[];
  fields: NamedDto[];
  date: string | null;
  from: string | null;
  to: string | null;
  who: AudienceWho[];
};

// The mail of an announcement, from the outbox: `total` rows written when it was sent; `queued`
// (waiting or being sent), `sent`, `failed`, and `noServer` (kept, not sent: no SMTP_URL; sent
// when a mail server is configured within a day, decision 061). A row the outbox's retention has
// removed counts in `total` only.
export type AnnouncementMailCountsDto = { total: number; queued: number; sent: number; failed: number; noServer: number };

export type AnnouncementDto = {
  id: number;
  subject: string;
  body: string;
  audience: AnnouncementAudienceDto;
  sentBy: { id: number | null; name: string };
  createdAt: string;
  counts: { email: AnnouncementMailCountsDto; push: number };
};
// `next`: the `before` of the next (older) page, null on the last one
export type AnnouncementListDto = { announcements: AnnouncementDto[]; next: number | null };
