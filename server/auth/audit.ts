// The audit log's one writer. A change names who made it, what it did and to what; the row's
// columns are spelled here only.
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

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
