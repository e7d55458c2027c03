// Issue 48: the referee's report of a completed game (sportsmanship, incidents, no-shows, the
// field's condition). Pure constants and types; the body's zod schema is in common/schemas/crews.ts.

export const INCIDENT_KINDS = ['unsportsmanlike', 'ejection', 'injury', 'other'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const FIELD_CONDITIONS = ['good', 'fair', 'poor'] as const;
export type FieldCondition = (typeof FIELD_CONDITIONS)[number];

// submitted: waiting for the admin; approved: counts for standings and pay; returned: the admin sent
// it back with a reason, its author edits it again.
export const REPORT_STATES = ['submitted', 'approved', 'returned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_LIMITS = {
  sportsmanship: { min: 0, max: 5 },
  incidents: { max: 30 },
  note: { max: 1000 },
  privateNote: { max: 2000 },
  jersey: { max: 3 },
  returnReason: { max: 500 },
} as const;

export type ReportIncident = { team: 'home' | 'away' | null; jersey?: string; kind: IncidentKind; note: string };
