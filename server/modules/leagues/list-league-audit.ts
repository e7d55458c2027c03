// Issue 46: a league's changes for its admins (GET /api/leagues/{slug}/audit): the audit log's rows
// of the league (role changes, imports, rainouts, settings, each game's edit...), newest first, a
// page of at most 200 at a time. The period's bounds are read in the league's time zone (a day is
// the league's whole day). Here in leagues, the floor the module order starts from: it needs the
// league alone, and the rows are read beside their one writer (server/auth/audit.ts).
import { AUDIT_PAGE_SIZE, AUDIT_TEXT, auditBoundRange, type AuditListDto, type AuditListQuery } from '../../../common/schemas/audit';
import type { Actor } from '../../auth/actor';
import { auditOfLeague } from '../../auth/audit';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { resolveLeague } from './context';

// `actor`: a league admin or super admin (the route asks the capability); another league's admin is
// refused here with the assigned-league 403, an unknown slug is 404.
export async function listLeagueAudit(deps: AppDeps, actor: Actor, slug: string, query: AuditListQuery): Promise<AuditListDto> {
  const league = await resolveLeague(deps, actor, slug);
  assertLeagueOpen(actor, league);
  const from = query.from ? auditBoundRange(query.from, league.timezone).start : undefined;
  const toBefore = query.to ? auditBoundRange(query.to, league.timezone).endBefore : undefined;
  if (from !== undefined && toBefore !== undefined && from >= toBefore) throw badRequest(AUDIT_TEXT.fromAfterTo);
  const rows = await auditOfLeague(deps.db, league.id, { from, toBefore, actorId: query.actorId, kind: query.kind, before: query.before, limit: AUDIT_PAGE_SIZE + 1 });
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? entries[entries.length - 1]!.id : null };
}
