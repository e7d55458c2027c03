// Issue 48: games.referee_id is the crew's `referee` position (the one who runs the console). Every
// write that sets it, whatever its door (an edit, a create, an import, a season's publish), leaves the
// position's row in step here, in the same transaction: a new referee is offered the position (it holds
// his slot until he answers), none leaves it open. The crews module answers, claims and arrives on it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameCrew } from '../../db/schema';

export type RefereePosition = { gameId: number; leagueId: number; refereeId: number | null };

export async function offerRefereePositions(tx: Tx, positions: readonly RefereePosition[], at: number): Promise<void> {
  if (positions.length === 0) return;
  const when = new Date(at);
  await tx
    .insert(gameCrew)
    .values(
      positions.map((p) => ({
        gameId: p.gameId,
        leagueId: p.leagueId,
        position: 'referee' as const,
        refereeId: p.refereeId,
        status: p.refereeId === null ? ('open' as const) : ('offered' as const),
        offeredAt: p.refereeId === null ? null : when,
        updatedAt: when,
      })),
    )
    .onConflictDoUpdate({
      target: [gameCrew.gameId, gameCrew.position],
      set: {
        refereeId: sql`excluded.referee_id`,
        status: sql`excluded.status`,
        offeredAt: sql`excluded.offered_at`,
        answeredAt: null,
        arrivedAt: null,
        remindedAt: null,
        declineReason: null,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
