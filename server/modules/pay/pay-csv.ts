// Issue 48: GET /api/leagues/{slug}/pay.csv, the pay list as a spreadsheet opens it: a row per line
// (an official's position in a game), amounts in the currency's units with two decimals. Formula-safe
// as the season's CSV is: a cell a spreadsheet would read as a formula gets a leading ' (OWASP's
// rule, formulaEscaped), then a cell holding a comma, a quote or a line break is quoted (RFC 4180).
import { centsText } from '../../../common/crews/pay';
import { formulaEscaped } from '../../../common/import/sports-connect';
import type { PayDto } from '../../../common/schemas/crews';
import { leagueDateOf, utcToWallClock } from '../../../common/time';

const HEADER = ['Referee', 'Date', 'Kickoff', 'Home', 'Away', 'Position', 'Rate', 'Console ran', 'Played off console', 'Report', 'Amount', 'Reason'];

function csvCell(raw: string): string {
  const value = formulaEscaped(raw);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const two = (n: number) => String(n).padStart(2, '0');
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

// `timeZone`: the league's (the date and kickoff as its clocks read them)
export function payCsv(pay: PayDto, timeZone: string): string {
  const rows = [HEADER.join(',')];
  for (const official of pay.referees) {
    for (const line of official.lines) {
      const kickoff = new Date(line.game.scheduledDate);
      const wall = utcToWallClock(kickoff, timeZone);
      const cells = [
        official.name,
        leagueDateOf(kickoff, timeZone),
        `${two(wall.hour)}:${two(wall.minute)}`,
        line.game.homeTeam,
        line.game.awayTeam,
        line.position,
        centsText(line.rateCents),
        yesNo(line.consoleRan),
        yesNo(line.playedOffConsole),
        line.reportState ?? '',
        centsText(line.amountCents),
        line.unpaidReason ?? '',
      ];
      rows.push(cells.map(csvCell).join(','));
    }
  }
  return rows.join('\r\n') + '\r\n';
}

// The download's name: the league and the period (a slug is letters, digits and hyphens already).
export function payCsvName(slug: string, pay: Pick<PayDto, 'from' | 'to'>): string {
  return `${slug}-pay-${pay.from}-to-${pay.to}.csv`;
}
