// Where the sign-in throttle keeps its fixed-window counters: one interface, two stores. On
// PostgreSQL every instance shares one table, so N instances do not give N budgets; the embedded
// database serves one process, whose memory is enough (docs/decisions/005-sessions-and-rate-limits.md).
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { MemoryWindows, type WindowCount } from './rate-limiter';

export type CounterStore = {
  // Counts one hit on each key (a window of windowMs opens where none is open) and answers each
  // key's count after it, atomically per key even when instances race.
  add(keys: readonly string[], windowMs: number, now: number): Promise<Map<string, WindowCount>>;
  // Takes one hit back from each key that still has an open window.
  takeBack(keys: readonly string[], now: number): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  // Drops closed windows; the hourly sweep of server/app/main.ts calls it.
  sweep(now: number): Promise<void>;
};

export function memoryCounterStore(): CounterStore {
  const windows = new MemoryWindows();
  return {
    async add(keys, windowMs, now) {
      return new Map(keys.map((key) => [key, windows.add(key, windowMs, now)]));
    },
    async takeBack(keys, now) {
      for (const key of keys) windows.takeBack(key, now);
    },
    async delete(keys) {
      for (const key of keys) windows.delete(key);
    },
    async sweep(now) {
      windows.sweep(now);
    },
  };
}

export function databaseCounterStore(db: Db): CounterStore {
  const table = rateLimitCounters;
  return {
    async add(keys, windowMs, now) {
      const at = new Date(now);
      // One statement: each row is inserted or bumped under its own row lock. Keys go in sorted, so
      // two attempts sharing rows (an address, an account) lock them in one order and cannot deadlock.
      const rows = await db
        .insert(table)
        .values([...new Set(keys)].sort().map((key) => ({ key, count: 1, resetAt: new Date(now + windowMs) })))
        .onConflictDoUpdate({
          target: table.key,
          set: {
            count: sql`case when ${table.resetAt} <= ${at} then 1 else ${table.count} + 1 end`,
            resetAt: sql`case when ${table.resetAt} <= ${at} then excluded.reset_at else ${table.resetAt} end`,
          },
        })
        .returning({ key: table.key, count: table.count, resetAt: table.resetAt });
      return new Map(rows.map((row) => [row.key, { count: row.count, resetAt: row.resetAt.getTime() }]));
    },
    async takeBack(keys, now) {
      if (keys.length === 0) return;
      await db
        .update(table)
        .set({ count: sql`greatest(${table.count} - 1, 0)` })
        .where(and(inArray(table.key, [...keys]), gt(table.resetAt, new Date(now))));
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db.delete(table).where(inArray(table.key, [...keys]));
    },
    async sweep(now) {
      await db.delete(table).where(lte(table.resetAt, new Date(now)));
    },
  };
}
