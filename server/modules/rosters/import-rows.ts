// Issue 49: the roster file's bytes as rows (decision 079). The CSV is read into cells here; which
// cell is which is read from the header by common/import/rosters.ts.
import { parse } from 'csv-parse/sync';
import { readRosterFile, type RosterRow, type RosterRowProblem } from '../../../common/import/rosters';
import { badRequest, HttpError } from '../../http/errors';
import { ROSTER_IMPORT_TEXT as T } from './import-texts';

// Rows are numbered as a spreadsheet shows them (the header is row 1; a field holding a line break
// stays one row). More than maxRows rows is refused before anything is read further.
export function readRosterRows(text: string, maxRows: number): { rows: RosterRow[]; refused: RosterRowProblem[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, relax_quotes: true });
  } catch (err) {
    throw badRequest(T.unreadable((err as Error).message.split('\n')[0] ?? 'unknown problem'));
  }
  const counted = records.slice(1).filter((cells) => cells.some((c) => c.trim() !== '')).length;
  if (counted > maxRows) throw new HttpError(413, T.tooManyRows(counted, maxRows));
  const file = readRosterFile(records);
  if ('missing' in file) throw badRequest(T.missingColumns(file.missing));
  if (file.rows.length === 0 && file.refused.length === 0) throw badRequest(T.noRows);
  return file;
}
