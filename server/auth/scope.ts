// The tenant filter (architecture rule 1): which leagues' rows an actor may touch, built into the
// query. Store functions take a scope and filter through inScope, so no query can forget the tenant.
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isInEveryLeague } from '../../common/policies/leagues';
import type { Actor } from './actor';

// its own league, or all of them for a super admin
export type LeagueScope = { kind: 'league'; leagueId: number } | { kind: 'all' };

export function scopeOf(actor: Pick<Actor, 'role' | 'leagueId'>): LeagueScope {
  if (isInEveryLeague(actor) || actor.leagueId === null) return { kind: 'all' };
  return { kind: 'league', leagueId: actor.leagueId };
}

// One league's rows, whoever asks: the scope of a public read or of a league already checked.
export function leagueScope(leagueId: number): LeagueScope {
  return { kind: 'league', leagueId };
}

export function inScope(column: PgColumn, scope: LeagueScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(column, scope.leagueId);
}
