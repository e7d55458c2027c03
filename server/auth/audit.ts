// The audit log's one writer, and its one reader (issue 46: a league's changes for its admins). A
// change names who made it, what it did and to what; the row's columns are spelled here only.
import { personName } from '../../common/people';
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { AUDIT_TEXT, type AuditEntryDto, type AuditKind } from '../../common/schemas/audit';
import type { DbOrTx } from '../db/client';
import { apiKeys, auditLog, users } from '../db/schema';

// Who a change is recorded against: a signed-in user (a Caller fits), an API key, or nobody (the
// first start); and the address it came from.
export type AuditBy = { actor?: { id: number } | null; apiKeyId?: string | null; ip?: string | null };

// What a change touched: a row of a league, the league itself, or an API key (no league).
export type AuditTarget = { type: 'team' | 'field' | 'game' | 'user' | 'division' | 'season' | 'bracket' | 'league' | 'api-key'; id: number | string; leagueId: number | null };

export const auditTarget = {
  row: (type: 'team' | 'field' | 'game' | 'user' | 'division' | 'season' | 'bracket', row: { id: number; leagueId: number | null }): AuditTarget => ({ type, id: row.id, leagueId: row.leagueId }),
  league: (league: { id: number }): AuditTarget => ({ type: 'league', id: league.id, leagueId: league.id }),
  apiKey: (keyId: string): AuditTarget => ({ type: 'api-key', id: keyId, leagueId: null }),
};

// Written in the same transaction as the change it records, so neither exists without the other.
export async function audit(db: DbOrTx, by: AuditBy, action: string, target: AuditTarget, details?: Record<string, unknown>): Promise<void> {
  await db.insert(auditLog).values({
    action,
    actorUserId: by.actor?.id ?? null,
    actorApiKeyId: by.apiKeyId ?? null,
    leagueId: target.leagueId,
    targetType: target.type,
    targetId: String(target.id),
    details: details ?? null,
    ipAddress: by.ip ?? null,
  });
}

// Which of a league's rows: at or after `from`, before `toBefore` (instants in ms), made by one user,
// of one kind (the action's first word), older than the entry `before`; at most `limit`.
export type AuditFilter = { from?: number; toBefore?: number; actorId?: number; kind?: AuditKind; before?: number; limit: number };

// A league's rows newest first (by id: the order they were written), each with who made it by the
// name the account or key has now (a deleted one by its id) and no address.
export async function auditOfLeague(db: DbOrTx, leagueId: number, filter: AuditFilter): Promise<AuditEntryDto[]> {
  const where: (SQL | undefined)[] = [
    eq(auditLog.leagueId, leagueId),
    filter.from === undefined ? undefined : gte(auditLog.at, new Date(filter.from)),
    filter.toBefore === undefined ? undefined : lt(auditLog.at, new Date(filter.toBefore)),
    filter.actorId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorId),
    filter.kind === undefined ? undefined : like(auditLog.action, `${filter.kind}.%`),
    filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
  ];
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      userId: auditLog.actorUserId,
      apiKeyId: auditLog.actorApiKeyId,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      keyName: apiKeys.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(apiKeys, eq(apiKeys.keyId, auditLog.actorApiKeyId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: actorOf(row),
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    details: row.details ?? null,
  }));
}

type ActorColumns = { userId: number | null; apiKeyId: string | null; username: string | null; firstName: string | null; lastName: string | null; keyName: string | null };

function actorOf(row: ActorColumns): AuditEntryDto['actor'] {
  if (row.userId !== null) {
    const name = row.username === null ? AUDIT_TEXT.deletedUser(row.userId) : personName({ ...row, username: row.username });
    return { type: 'user', id: row.userId, name };
  }
  if (row.apiKeyId !== null) return { type: 'api-key', id: row.apiKeyId, name: row.keyName ?? AUDIT_TEXT.deletedApiKey(row.apiKeyId) };
  return { type: 'system', id: null, name: AUDIT_TEXT.system };
}
