import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { UserWithLeague } from '../accounts/store';

// Which leagues' rows an actor may touch: its own league, or all of them for a super admin.
// Store functions take a scope and filter through inScope, so no query can forget the tenant.
export type LeagueScope = { kind: 'league'; leagueId: number } | { kind: 'all' };

export function scopeOf(actor: UserWithLeague): LeagueScope {
  if (actor.role === 'super_admin' || actor.leagueId === null) return { kind: 'all' };
  return { kind: 'league', leagueId: actor.leagueId };
}

export function inScope(column: PgColumn, scope: LeagueScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(column, scope.leagueId);
}
