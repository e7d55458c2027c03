import { and, desc, eq } from 'drizzle-orm';
import type { ApiKeyDto } from '../../../common/schemas/api-keys';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';

export type ApiKey = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<ApiKey> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function listApiKeys(db: DbOrTx): Promise<ApiKey[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function apiKeyByKeyId(db: DbOrTx, keyId: string): Promise<ApiKey | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyId, keyId)).limit(1);
  return row ?? null;
}

export async function revokeApiKey(db: DbOrTx, keyId: string, at: Date): Promise<ApiKey | null> {
  const [row] = await db.update(apiKeys).set({ isActive: false, revokedAt: at }).where(and(eq(apiKeys.keyId, keyId), eq(apiKeys.isActive, true))).returning();
  return row ?? null;
}

export async function touchApiKey(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsed: at }).where(eq(apiKeys.id, id));
}

export function presentApiKey(key: ApiKey): ApiKeyDto {
  return {
    id: key.id,
    keyId: key.keyId,
    name: key.name,
    permissions: key.permissions,
    isActive: key.isActive,
    lastFour: key.lastFour,
    createdAt: key.createdAt.toISOString(),
    lastUsed: key.lastUsed?.toISOString() ?? null,
  };
}
