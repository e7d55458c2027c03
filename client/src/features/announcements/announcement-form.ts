// The Announcements screen's form (issue 47): what the admin picks, the audience its live count
// asks about, its checks (each error at its field) and the request it sends, parsed by the server's
// own schema (common/schemas/announcements.ts). Pure.
import { ANNOUNCEMENT_LIMITS, announcementAudience, announcementBody, type AnnouncementAudienceBody, type AnnouncementBody, type AudienceWho } from '@common/schemas/announcements';
import { withLabel } from '@client/lib/form-errors';
import { ANNOUNCEMENTS_TEXT as T } from './texts';

export type AnnouncementValues = {
  subject: string;
  body: string;
  who: AudienceWho[];
  // none checked: no filter
  divisionIds: number[];
  teamIds: number[];
  // '' for none; fields and times count only with a date
  date: string;
  fieldIds: number[];
  from: string;
  to: string;
};
export type AnnouncementField = keyof AnnouncementValues;
export type AnnouncementErrors = Partial<Record<AnnouncementField, string>>;

export const ANNOUNCEMENT_DEFAULTS: AnnouncementValues = { subject: '', body: '', who: ['followers'], divisionIds: [], teamIds: [], date: '', fieldIds: [], from: '', to: '' };

const LABELS: Record<AnnouncementField, string> = {
  subject: T.subject,
  body: T.body,
  who: T.who,
  divisionIds: T.divisions,
  teamIds: T.teams,
  date: T.date,
  fieldIds: T.fields,
  from: T.from,
  to: T.to,
};

// The teams the team list offers: those of the checked divisions (all when none is checked).
export function teamsOfDivisions<T extends { id: number; divisionId: number | null }>(teams: readonly T[], divisionIds: readonly number[]): T[] {
  return divisionIds.length === 0 ? [...teams] : teams.filter((t) => t.divisionId !== null && divisionIds.includes(t.divisionId));
}

// New divisions checked: the teams checked outside them are dropped (the audience is their intersection).
export function withDivisions(values: AnnouncementValues, divisionIds: number[], teams: readonly { id: number; divisionId: number | null }[]): AnnouncementValues {
  const offered = new Set(teamsOfDivisions(teams, divisionIds).map((t) => t.id));
  return { ...values, divisionIds, teamIds: values.teamIds.filter((id) => offered.has(id)) };
}

// The audience as the API takes it: each filter only when something is chosen, fields and times
// only with a date.
export function audienceOf(values: AnnouncementValues): AnnouncementAudienceBody {
  return {
    ...(values.divisionIds.length > 0 ? { divisionIds: values.divisionIds } : {}),
    ...(values.teamIds.length > 0 ? { teamIds: values.teamIds } : {}),
    ...(values.date
      ? {
          date: values.date,
          ...(values.fieldIds.length > 0 ? { fieldIds: values.fieldIds } : {}),
          ...(values.from ? { from: values.from } : {}),
          ...(values.to ? { to: values.to } : {}),
        }
      : {}),
    who: values.who,
  };
}

// The audience the live count may ask about, or null while it cannot be asked (no one chosen to
// send to, a window that ends before it starts).
export function countableAudience(values: AnnouncementValues): AnnouncementAudienceBody | null {
  const parsed = announcementAudience.safeParse(audienceOf(values));
  return parsed.success ? parsed.data : null;
}

type Checked = { ok: true; request: AnnouncementBody } | { ok: false; errors: AnnouncementErrors; first: string };

// The form's own check: each field's error, the first in words; else the request.
export function checkAnnouncement(values: AnnouncementValues): Checked {
  const errors: AnnouncementErrors = {};
  if (!values.subject.trim()) errors.subject = T.needSubject;
  else if (values.subject.trim().length > ANNOUNCEMENT_LIMITS.subject) errors.subject = withLabel(T.subject, T.tooLong(ANNOUNCEMENT_LIMITS.subject));
  if (!values.body.trim()) errors.body = T.needBody;
  else if (values.body.trim().length > ANNOUNCEMENT_LIMITS.body) errors.body = withLabel(T.body, T.tooLong(ANNOUNCEMENT_LIMITS.body));
  if (values.who.length === 0) errors.who = T.needWho;
  if (values.date && values.from && values.to && values.from > values.to) errors.from = T.fromAfterTo;
  const request = { subject: values.subject, body: values.body, audience: audienceOf(values) };
  if (Object.keys(errors).length === 0) {
    const parsed = announcementBody.safeParse(request);
    if (parsed.success) return { ok: true, request: parsed.data };
    // what the form does not check itself (a date that is no date): the server's words at its field
    for (const issue of parsed.error.issues) {
      const field = issue.path.findLast((part) => typeof part === 'string');
      const key: AnnouncementField = typeof field === 'string' && field in LABELS ? (field as AnnouncementField) : 'date';
      errors[key] ??= withLabel(LABELS[key], issue.message);
    }
  }
  const first = Object.values(errors)[0]!;
  return { ok: false, errors, first };
}
