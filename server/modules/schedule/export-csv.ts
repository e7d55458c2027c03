// GET /api/leagues/{slug}/schedule.csv (issue 19): the league's season in the Sports Connect
// import's column layout (common/import/sports-connect.ts), so exporting and importing into an empty
// league gives the same games. Cancelled games are left out (the import would bring them back as
// scheduled); a completed game carries its score, which the import reads as final. Column B is the
// game's division (issue 34), empty for a crossover, whose teams the import finds by name alone.
import { sideName } from '../../../common/brackets/sides';
import { exportMatchId, formulaEscaped } from '../../../common/import/sports-connect';
import { divisionOfGame } from '../../../common/schemas/divisions';
import { gameLengthMs } from '../../../common/schedule/booking';
import { utcToWallClock, type WallClock } from '../../../common/time';
import type { GameRecord } from '../games/store';

const EXPORT_HEADER = ['Match ID', 'Division', 'Round', 'Home Team', 'Away Team', 'Date', 'Start Time', 'End Time', 'Field', 'Facility Address', 'Home Coach', 'Away Coach', 'Referee', 'Status', 'Home Score', 'Away Score'];

// Every cell of the file is written here: one a spreadsheet would read as a formula gets a leading '
// (formulaEscaped, which the import takes off again), then a cell holding a comma, a quote or a line
// break is quoted (RFC 4180).
function csvCell(raw: string): string {
  const value = formulaEscaped(raw);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const two = (n: number) => String(n).padStart(2, '0');
const dateText = (w: WallClock) => `${two(w.month)}/${two(w.day)}/${w.year}`;
const timeText = (w: WallClock) => `${two(w.hour % 12 === 0 ? 12 : w.hour % 12)}:${two(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;

// The match ID the import keys on: the game's own from an earlier import, else one made of its id.
function matchIdOf(game: Pick<GameRecord, 'id' | 'externalId'>): string {
  return game.externalId ?? exportMatchId(game.id);
}

// divisionNames: the league's divisions by id
export function scheduleCsv(records: readonly GameRecord[], timeZone: string, divisionNames: ReadonlyMap<number, string>): string {
  const lines = [EXPORT_HEADER.join(',')];
  for (const game of records) {
    if (game.status === 'cancelled') continue;
    const start = utcToWallClock(game.scheduledDate, timeZone);
    const end = utcToWallClock(new Date(game.scheduledDate.getTime() + gameLengthMs(game)), timeZone);
    const referee = game.referee ? [game.referee.firstName, game.referee.lastName].filter(Boolean).join(' ') : '';
    const final = game.status === 'completed';
    const divisionId = divisionOfGame(game.homeTeam?.divisionId ?? null, game.awayTeam?.divisionId ?? null);
    const division = divisionId === null ? '' : (divisionNames.get(divisionId) ?? '');
    const cells = [matchIdOf(game), division, '', sideName(game, 'home'), sideName(game, 'away'), dateText(start), timeText(start), timeText(end), game.field ?? '', '', '', '', referee, final ? 'Final' : 'Scheduled', final ? String(game.homeScore) : '', final ? String(game.awayScore) : ''];
    lines.push(cells.map(csvCell).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
