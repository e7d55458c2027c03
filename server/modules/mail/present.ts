import type { MailSummaryDto } from '../../../common/schemas/mail';
import type { listOutbox } from './store';

type Row = Awaited<ReturnType<typeof listOutbox>>[number];

export function presentSummary(row: Row): MailSummaryDto {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    league: row.leagueId !== null && row.leagueName !== null ? { id: row.leagueId, name: row.leagueName } : null,
  };
}
