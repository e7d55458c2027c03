import type { CrewPosition } from '@common/crews/crew';
import type { FieldCondition, IncidentKind } from '@common/crews/report';
import type { ReportBody, ReportDto } from '@common/schemas/crews';

// Issue 48: the report form's values before they become the body of POST /api/games/{id}/report.
export type IncidentDraft = { team: 'home' | 'away' | null; jersey: string; kind: IncidentKind; note: string };
export type ReportDraft = {
  // null: not rated yet. No default score: a rating nobody chose would be counted as one (standings,
  // playoff thresholds), so each team takes one tap.
  home: number | null;
  away: number | null;
  // 'good' preselected: most fields are, and a poor one is worth the tap that says so
  fieldCondition: FieldCondition;
  noShows: CrewPosition[];
  incidents: IncidentDraft[];
  privateNote: string;
};

export const EMPTY_DRAFT: ReportDraft = { home: null, away: null, fieldCondition: 'good', noShows: [], incidents: [], privateNote: '' };

export const NEW_INCIDENT: IncidentDraft = { team: null, jersey: '', kind: 'unsportsmanlike', note: '' };

// An existing report, to edit again (within its 24 h, or after the admin returned it).
export function draftOf(report: ReportDto): ReportDraft {
  return {
    home: report.sportsmanship.home,
    away: report.sportsmanship.away,
    fieldCondition: report.fieldCondition,
    noShows: [...report.noShows],
    incidents: report.incidents.map((incident) => ({ team: incident.team, jersey: incident.jersey ?? '', kind: incident.kind, note: incident.note })),
    privateNote: report.privateNote ?? '',
  };
}

export type DraftResult = { body: ReportBody; unrated: [] } | { body: null; unrated: ('home' | 'away')[] };

// The body the server takes, or the teams still to rate. Blank optional texts are left out; an
// incident keeps its note even when empty (the schema's note is required, it may be '').
export function bodyOf(draft: ReportDraft): DraftResult {
  const { home, away } = draft;
  if (home === null || away === null) return { body: null, unrated: [...(home === null ? ['home' as const] : []), ...(away === null ? ['away' as const] : [])] };
  const privateNote = draft.privateNote.trim();
  return {
    body: {
      sportsmanship: { home, away },
      incidents: draft.incidents.map(({ team, jersey, kind, note }) => ({ team, ...(jersey.trim() ? { jersey: jersey.trim() } : {}), kind, note: note.trim() })),
      noShows: [...new Set(draft.noShows)],
      fieldCondition: draft.fieldCondition,
      ...(privateNote ? { privateNote } : {}),
    },
    unrated: [],
  };
}

// Whether its author may still change it: a returned report is his again, an approved one never is,
// a submitted one until editableUntil (the server's instant, compared on the server's clock).
export function mayEdit(report: ReportDto, userId: number | null, now: number): boolean {
  if (userId === null || report.authorId !== userId || report.state === 'approved') return false;
  if (report.state === 'returned') return true;
  return report.editableUntil !== null && Date.parse(report.editableUntil) > now;
}

export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
