import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  action: string;
  actorUserId?: number | null;
  actorApiKeyId?: string | null;
  leagueId?: number | null;
  targetType?: string | null;
  targetId?: string | number | null;
  details?: Record<string, unknown> | null;
  ipAddress?: string | null;
};

// Written in the same transaction as the change it records, so neither exists without the other.
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    actorApiKeyId: entry.actorApiKeyId ?? null,
    leagueId: entry.leagueId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
