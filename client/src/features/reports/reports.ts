// The review list's reading of a report (issue 48): the path of its query, each incident as a line,
// the team a side names. Pure, so its unit test reads it without a screen.
import type { ReportState } from '@common/crews/report';
import type { ReportListEntryDto } from '@common/schemas/crews';
import { REPORTS_TEXT as T } from './texts';

export type StateFilter = ReportState | '';

export function reportsPath(slug: string, state: StateFilter): string {
  return `/api/leagues/${encodeURIComponent(slug)}/reports${state ? `?state=${state}` : ''}`;
}

function teamOf(entry: ReportListEntryDto, side: 'home' | 'away' | null): string | null {
  return side === null ? null : side === 'home' ? entry.game.homeTeam : entry.game.awayTeam;
}

// "Ejection: Bears #7: Ejected for a punch"
export function incidentLine(entry: ReportListEntryDto, incident: ReportListEntryDto['report']['incidents'][number]): string {
  const who = T.incidentWho(teamOf(entry, incident.team), incident.jersey);
  return [T.incidentKinds[incident.kind], who, incident.note].filter((part) => part !== '').join(': ');
}

export function noShowsLine(entry: ReportListEntryDto): string {
  return entry.report.noShows.length === 0 ? T.noNoShows : entry.report.noShows.map((position) => T.positions[position]).join(', ');
}
