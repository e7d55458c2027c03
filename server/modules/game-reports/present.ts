// Issue 48: a report as the wire carries it (ReportDto), the private note to the admins only.
import { reportEditableUntil } from '../../../common/policies/reports';
import type { CrewGameDto, ReportDto } from '../../../common/schemas/crews';
import { divisionOfGame } from '../../../common/schemas/divisions';
import type { ListedReport, ReportRow } from './store';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentReport(row: ReportRow, options: { privateNote: boolean; now: number }): ReportDto {
  const until = reportEditableUntil({ state: row.state, submittedAt: row.submittedAt.getTime(), reviewedAt: row.reviewedAt?.getTime() ?? null });
  return {
    gameId: row.gameId,
    authorId: row.authorId,
    authorName: row.authorName,
    sportsmanship: { home: row.sportsmanshipHome, away: row.sportsmanshipAway },
    incidents: row.incidents,
    noShows: row.noShows,
    fieldCondition: row.fieldCondition,
    ...(options.privateNote ? { privateNote: row.privateNote } : {}),
    state: row.state,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: until !== null && options.now < until ? new Date(until).toISOString() : null,
    reviewedByName: row.reviewedByName,
    reviewedAt: iso(row.reviewedAt),
    returnReason: row.returnReason,
  };
}

export function presentListedGame(game: ListedReport['game']): CrewGameDto {
  return {
    id: game.id,
    scheduledDate: game.scheduledDate.toISOString(),
    status: game.status,
    field: game.field,
    homeTeam: game.homeTeam ?? '',
    awayTeam: game.awayTeam ?? '',
    divisionId: divisionOfGame(game.homeDivisionId, game.awayDivisionId),
  };
}

