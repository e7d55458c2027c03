// as: server/modules/import/store.ts
// expect: Only server/modules/games writes games and game events: update them
// expect: Only server/modules/games writes games and game events: insert them
// expect: Only server/modules/games writes games and game events: delete them
// expect: Only server/modules/games writes games and game events: update (raw SQL) them
// Issue 46: a module other than games writing the games table itself, by drizzle and in raw SQL; a
// raw write of another table that reads games (the last) is no write of games.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameEvents, games, teams } from '../../db/schema';

export async function writeAround(tx: Tx): Promise<void> {
  await tx.update(games).set({ field: 'North' }).where(eq(games.id, 1));
  await tx.insert(gameEvents).values([]);
  await tx.delete(games).where(eq(games.id, 1));
  await tx.execute(sql`update ${games} set field = 'North'`);
  await tx.execute(sql`delete from ${teams} t where not exists (select 1 from ${games} g where g.home_team_id = t.id)`);
}
