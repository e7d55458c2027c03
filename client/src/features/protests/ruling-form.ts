// The ruling form's body (issue 49): pure, so its rules are unit-tested. An upheld protest sends the
// scores entered (blank: unchanged); a denied one keeps the score and sends none.
import type { RulingDecision } from '@common/rosters/roster';

export type RulingValues = { decision: RulingDecision; homeScore: string; awayScore: string; note: string };
export type RulingBody = { decision: RulingDecision; homeScore?: number; awayScore?: number; note: string };
export type RulingProblems = { homeScore?: true; awayScore?: true; note?: true };

const scoreOf = (text: string): number | null | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 999 ? value : null;
};

export function rulingBodyOf(values: RulingValues): { body: RulingBody | null; problems: RulingProblems } {
  const problems: RulingProblems = {};
  const note = values.note.trim();
  if (note === '') problems.note = true;
  const body: RulingBody = { decision: values.decision, note };
  if (values.decision === 'upheld') {
    const home = scoreOf(values.homeScore);
    const away = scoreOf(values.awayScore);
    if (home === null) problems.homeScore = true;
    else if (home !== undefined) body.homeScore = home;
    if (away === null) problems.awayScore = true;
    else if (away !== undefined) body.awayScore = away;
  }
  return { body: Object.keys(problems).length === 0 ? body : null, problems };
}
