// Issue 49 (decision 082): points by player in the team statistics dialog. Pure: the server hands it
// the team's scoring plays of the season (not undone) and its roster; the dialog shows the answer.
import type { ScoringPlay } from '../game-rules/scoring-plays';
import { publicPlayerName } from './roster';

// One scoring event of the team: the play (null for a bare +6/+1), its points, the jersey tapped.
export type TeamScore = { play: ScoringPlay | null; points: number; jersey: string | null };
export type RosterEntry = { firstName: string; lastName: string; jerseyNumber: number | null };

// One scorer of the team: by jersey number, named as public pages name a player ("Isaac L.", or
// "#12" when his division hides names or no rostered player wears it).
export type PlayerPointsDto = { jerseyNumber: number; name: string; touchdowns: number; pat1: number; pat2: number; safeties: number; points: number };

// A jersey as the console records it is text ("0", "00", "12"); a roster holds numbers 0-99, so
// "00" and "0" are one scorer. null: no usable number (the play counts for nobody).
export function jerseyNumberOf(jersey: string | null): number | null {
  if (jersey === null || !/^[0-9]{1,3}$/.test(jersey.trim())) return null;
  return Number(jersey.trim());
}

// The team's scorers, most points first, then by number. A score without a jersey has no scorer; a
// -1 correction (negative points) takes its point back from the jersey it names.
export function pointsByPlayer(scores: readonly TeamScore[], roster: readonly RosterEntry[], namesShown: boolean): PlayerPointsDto[] {
  const byNumber = new Map<number, PlayerPointsDto>();
  for (const score of scores) {
    const number = jerseyNumberOf(score.jersey);
    if (number === null) continue;
    let line = byNumber.get(number);
    if (!line) {
      const player = roster.find((p) => p.jerseyNumber === number);
      line = { jerseyNumber: number, name: player ? publicPlayerName(player, namesShown) : `#${number}`, touchdowns: 0, pat1: 0, pat2: 0, safeties: 0, points: 0 };
      byNumber.set(number, line);
    }
    if (score.play === 'touchdown') line.touchdowns += 1;
    else if (score.play === 'pat1') line.pat1 += 1;
    else if (score.play === 'pat2') line.pat2 += 1;
    else if (score.play === 'safety') line.safeties += 1;
    line.points += score.points;
  }
  return [...byNumber.values()].filter((line) => line.points !== 0 || line.touchdowns + line.pat1 + line.pat2 + line.safeties > 0).sort((a, b) => b.points - a.points || a.jerseyNumber - b.jerseyNumber);
}
