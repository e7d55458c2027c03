import type { CrewMemberDto } from '@common/schemas/crews';
import { formatLeagueDateTime, formatLeagueTime } from '@client/lib/league-time';
import { CREW_ADMIN_TEXT as TEXT } from './texts';

// Issue 48: a crew position as the admin reads it: who holds it, its badge, and the instants and
// reason beside it, in the league's time.

export type BadgeTone = 'default' | 'secondary' | 'warning' | 'navy';
export type ShownMember = { position: string; official: string; status: string; tone: BadgeTone; details: string[] };

const TONES: Record<CrewMemberDto['status'], BadgeTone> = { offered: 'warning', accepted: 'default', declined: 'secondary', open: 'secondary' };

export function shownMember(member: CrewMemberDto, timeZone: string): ShownMember {
  const details: string[] = [];
  if (member.arrivedAt) details.push(TEXT.arrived(formatLeagueTime(member.arrivedAt, timeZone)));
  if (member.status === 'offered' && member.offeredAt) details.push(TEXT.offeredAt(formatLeagueDateTime(member.offeredAt, timeZone)));
  if ((member.status === 'accepted' || member.status === 'declined') && member.answeredAt) details.push(TEXT.answeredAt(formatLeagueDateTime(member.answeredAt, timeZone)));
  if (member.status === 'declined') details.push(member.declineReason ? TEXT.reason(member.declineReason) : TEXT.noReason);
  return {
    position: TEXT.positions[member.position],
    // a declined position is open again: the name is who said no
    official: member.refereeName ?? (member.refereeId !== null ? `#${member.refereeId}` : TEXT.nobody),
    status: TEXT.statuses[member.status],
    tone: member.arrivedAt ? 'navy' : TONES[member.status],
    details,
  };
}

// What the picker starts on: the official holding the position (offered or accepted), else nobody.
export function pickedOf(member: CrewMemberDto): string {
  return member.refereeId !== null && (member.status === 'offered' || member.status === 'accepted') ? String(member.refereeId) : '';
}
