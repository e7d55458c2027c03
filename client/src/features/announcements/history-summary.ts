// What the history says of an announcement (issue 47): its audience in a few lines, its mail by
// state. Pure.
import type { AnnouncementAudienceDto, AnnouncementMailCountsDto } from '@common/schemas/announcements';
import { dateTimeFormat } from '@common/time';
import { ANNOUNCEMENTS_TEXT as T } from './texts';

// a calendar date as people read it: "Sat, May 4, 2030"
function calendarDateLabel(date: string): string {
  return dateTimeFormat({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

export function audienceSummary(audience: AnnouncementAudienceDto): string[] {
  const S = T.summary;
  const names = (list: { name: string }[]) => list.map((item) => item.name);
  const lines: string[] = [];
  if (audience.divisions.length > 0) lines.push(S.divisions(names(audience.divisions)));
  if (audience.teams.length > 0) lines.push(S.teams(names(audience.teams)));
  if (audience.date !== null) {
    lines.push(S.day(calendarDateLabel(audience.date), audience.from, audience.to));
    if (audience.fields.length > 0) lines.push(S.fields(names(audience.fields)));
  }
  if (lines.length === 0) lines.push(S.everyone);
  lines.push(S.who(audience.who.map((who) => T.whoOptions[who].label)));
  return lines;
}

export type MailCountPart = { key: 'sent' | 'queued' | 'failed' | 'noServer'; label: string };

// The states that have mail, in the order they matter: sent, waiting, failed, not sent.
export function mailCountParts(counts: AnnouncementMailCountsDto): MailCountPart[] {
  const C = T.counts;
  const parts: MailCountPart[] = [
    { key: 'sent', label: C.sent(counts.sent) },
    { key: 'queued', label: C.queued(counts.queued) },
    { key: 'failed', label: C.failed(counts.failed) },
    { key: 'noServer', label: C.noServer(counts.noServer) },
  ];
  return parts.filter((part) => counts[part.key] > 0);
}
