// Issue 48: a game's crew of officials. `referee` is the spec's one referee, who runs the console
// (games.referee_id stays his); a crew of 2 adds `second`, of 3 adds `line` (the division's rules
// profile says how many: crewSize). Pure: the positions, their states, the league's limits and the
// instants the loop turns on; the server and the screens share them.

export const CREW_POSITIONS = ['referee', 'second', 'line'] as const;
export type CrewPosition = (typeof CREW_POSITIONS)[number];

// offered: waiting for his answer (it holds the slot like an accepted one); declined: he said no,
// and the position is open again; open: nobody holds it.
export type CrewStatus = 'offered' | 'accepted' | 'declined' | 'open';

// The positions of a crew of `size` (1-3), in order.
export function positionsOf(size: number): CrewPosition[] {
  return CREW_POSITIONS.slice(0, Math.min(Math.max(Math.trunc(size), 1), CREW_POSITIONS.length));
}

// A position holds its official's slot (double booking, games per day, rest) while offered or accepted.
export function holdsSlot(status: CrewStatus): boolean {
  return status === 'offered' || status === 'accepted';
}

export const CREW_LIMITS = {
  crewSize: { min: 1, max: 3 },
  maxGamesPerDay: { min: 1, max: 20 },
  restMinutes: { min: 0, max: 240 },
  autoDeclineHours: { min: 24, max: 720 },
  rateCents: { min: 0, max: 1_000_000 },
  payRates: { max: 200 },
  declineReason: { max: 500 },
} as const;

const HOUR_MS = 60 * 60 * 1000;

export const CREW_TIMES = {
  // an offer not answered is reminded once, this long after it was made
  remindAfterMs: 24 * HOUR_MS,
  // ...and never declined automatically this close to kickoff
  keepWithinKickoffMs: 48 * HOUR_MS,
  // "I'm here" from 2 h before kickoff to the end of the game
  arriveBeforeKickoffMs: 2 * HOUR_MS,
  // the Game day board's alert: no arrived referee this long before kickoff
  alertBeforeKickoffMs: 15 * 60 * 1000,
  // a report is its author's to edit for 24 h, then locked
  reportEditableMs: 24 * HOUR_MS,
} as const;

// The league's settings of the loop (beside its other settings; LeagueDto carries them).
export type PayRate = { divisionId: number | null; position: CrewPosition; cents: number };
export type CrewSettings = {
  selfAssign: boolean;
  maxGamesPerDay: number;
  restMinutes: number;
  autoDeclineHours: number;
  payRates: PayRate[];
  currency: string;
};

export const CREW_DEFAULTS: CrewSettings = {
  selfAssign: false,
  maxGamesPerDay: 4,
  restMinutes: 0,
  autoDeclineHours: 72,
  payRates: [],
  currency: 'USD',
};

// A game's crew size from its rules profile (the division's, on the league's): 1 when it names none
// (a profile stored before issue 48).
export function crewSizeOf(rules: { crewSize?: number | null } | null | undefined): number {
  return positionsOf(rules?.crewSize ?? 1).length;
}
