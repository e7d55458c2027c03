// Issue 18: flag football's scoring plays and what each is worth. A play is recorded on its score
// event (play, jersey) so the plays of a game are listed without reading descriptions.
export const SCORING_PLAYS = ['touchdown', 'pat1', 'pat2', 'safety', 'patReturn'] as const;
export type ScoringPlay = (typeof SCORING_PLAYS)[number];

export const SCORING_PLAY_POINTS: Record<ScoringPlay, number> = {
  touchdown: 6,
  pat1: 1,
  pat2: 2,
  safety: 2,
  // the defence returns a PAT attempt to the other end zone
  patReturn: 2,
};

// A jersey number as printed on a shirt: 1 to 3 digits ("0", "00" and "7" are all worn).
export const JERSEY_PATTERN = /^[0-9]{1,3}$/;

export function isScoringPlay(value: unknown): value is ScoringPlay {
  return typeof value === 'string' && (SCORING_PLAYS as readonly string[]).includes(value);
}
