import { MOBILE_TEAM_NAME_LENGTH } from '@common/constants';
import type { TeamRecordDto } from '@common/schemas/scoreboard';
import { formatClock } from '@client/lib/league-time';

// A team as the board names it (its name opens its statistics: team-name.tsx, team-stats-dialog.tsx).
export type TeamRef = { id: number; name: string };

// Spec 2.7 and 9: on small screens a team name shows its first 8 characters, then an ellipsis.
export function truncateTeamName(name: string, length: number = MOBILE_TEAM_NAME_LENGTH): string {
  const chars = [...name.trim()];
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}

// Spec 2.7: the season record as wins-losses-ties.
export function recordText(record: TeamRecordDto): string {
  return `${record.wins}-${record.losses}-${record.ties}`;
}

// Spec 2.8 and 9: wins out of all decided and tied games, one decimal; 0.0 with no games.
export function winPercent(record: TeamRecordDto): string {
  const games = record.wins + record.losses + record.ties;
  if (games === 0) return '0.0';
  return ((record.wins / games) * 100).toFixed(1);
}

export type Differential = { text: string; tone: 'positive' | 'negative' | 'even' };

// Spec 2.8: a plus sign when positive; green when positive, red when negative.
export function pointDifferential(pointsFor: number, pointsAgainst: number): Differential {
  const difference = pointsFor - pointsAgainst;
  if (difference > 0) return { text: `+${difference}`, tone: 'positive' };
  if (difference < 0) return { text: String(difference), tone: 'negative' };
  return { text: '0', tone: 'even' };
}

// Spec 2.7: a team named TBD (a slot not yet filled) has no statistics to open.
export function isPlaceholderTeam(name: string): boolean {
  return name.trim().toUpperCase() === 'TBD';
}

// How long ago the board's data landed: "0:42" within the hour (the stale notice counts it up),
// then "2 h 05 min", then "3 days" (the service worker's copy of a visit days ago).
export function updateAge(seconds: number): string {
  if (seconds < 3600) return formatClock(seconds);
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')} min`;
  const days = Math.floor(seconds / 86_400);
  return days === 1 ? '1 day' : `${days} days`;
}
