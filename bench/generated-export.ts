// A generated Sports Connect export that obeys the no-double-booking rule (decision 030), for the
// import benchmarks: 100 games a day, as a league's busiest Saturday would lay them out, 20 fields
// x 5 kick-offs 90 minutes apart (a default game takes 65), and in each kick-off all 40 teams play
// once, paired differently from one kick-off and day to the next. Every practiceEvery-th row (if
// given) is a practice, which the import skips.
const FIELDS = 20;
const KICKOFFS = 5;
const TEAMS = 40;

function kickoffText(slot: number): string {
  const minutes = 8 * 60 + slot * 90;
  const hour = Math.floor(minutes / 60);
  const hour12 = ((hour + 11) % 12) + 1;
  return `${String(hour12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function generatedExport(rows: number, options: { firstMatchId: number; practiceEvery?: number }): string {
  const lines = ['Match ID,Division,Round,Home Team,Away Team,Date,Start Time,End Time,Field,Facility Address,Home Coach,Away Coach,Referee,Status,Home Score,Away Score'];
  const perDay = FIELDS * KICKOFFS;
  for (let i = 0; i < rows; i++) {
    const dayIndex = Math.floor(i / perDay);
    const field = i % FIELDS;
    const kickoff = Math.floor((i % perDay) / FIELDS);
    const team = (k: number) => `Team ${(k + kickoff * 7 + dayIndex * 3) % TEAMS}`;
    const home = team(2 * field);
    const away = options.practiceEvery && i % options.practiceEvery === 0 ? 'Practice' : team(2 * field + 1);
    const day = new Date(Date.UTC(2026, 8, 1) + dayIndex * 86400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const played = i % 3 === 0;
    lines.push(`${options.firstMatchId + i},U12,${dayIndex},${home},${away},${date},${kickoffText(kickoff)},,"Complex ${field % 5}, Field ${Math.floor(field / 5)}",,,,,${played ? 'Final' : 'Scheduled'},${played ? i % 30 : ''},${played ? (i * 3) % 30 : ''}`);
  }
  return lines.join('\r\n') + '\r\n';
}
