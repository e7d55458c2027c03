// Who may do what (spec 6, architecture rule 1), in one place. Each rule reads as a sentence and
// starts with the tenant check ("is this league the actor's"), then the role's capability from
// common/roles.ts, then what the league's state allows; the tenant and the state ask the predicates
// of common/policies/leagues.ts, which the client reads too (decision 067). A row of another league never reaches a
// rule: the stores filter by the actor's scope (./scope.ts), so it is not found.
import type { LeagueStatus } from '../../common/constants';
import { isInLeague, mayEnterSuspendedLeague } from '../../common/policies/leagues';
import { can, type Capability, type Role } from '../../common/roles';
import { SERVER_TEXT } from '../../common/texts';
import { conflict, forbidden, unauthorized } from '../http/errors';
import type { Actor, Caller, Visitor } from './actor';

type LeagueState = { id: number; name: string; status: LeagueStatus };

// --- the tenant ---

// A user bound to a league is outside every other league; a super admin is in all of them.
function isOutsideLeague(actor: Pick<Actor, 'role' | 'leagueId'> | null, league: { id: number }): boolean {
  return actor !== null && !isInLeague(actor, league);
}

// A user bound to a league who asks for another gets 403 with the text the client keys on.
export function assertInLeague(actor: Pick<Actor, 'role' | 'leagueId'> | null, league: { id: number }): void {
  if (isOutsideLeague(actor, league)) throw forbidden(SERVER_TEXT.assignedLeagueOnly);
}

// --- the role ---

export function signedIn(user: Actor | null): Actor {
  if (!user) throw unauthorized(SERVER_TEXT.unauthorized);
  return user;
}

// The capability table of common/roles.ts decides; one place per route asks it.
export function actorWhoCan(user: Actor | null, capability: Capability): Actor {
  const actor = signedIn(user);
  if (!can(actor.role, capability)) throw forbidden(`Forbidden: your role (${actor.role}) cannot do this`);
  return actor;
}

// A write route's caller: the actor the capability admits, and the address its audit row keeps.
export function callerWhoCan(request: Visitor, capability: Capability): Caller {
  return { actor: actorWhoCan(request.user, capability), ip: request.ip };
}

// --- the league's state ---

// Spec 4: a suspended league is "not accessible to users"; only a super admin, who suspends and
// reactivates it, still reaches it (docs/decisions/018-suspended-leagues.md).
export function isClosedTo(user: { role: Role } | null, status: LeagueStatus | null): boolean {
  return status === 'suspended' && !mayEnterSuspendedLeague(user);
}

export function assertLeagueOpen(user: { role: Role } | null, league: Pick<LeagueState, 'status'>): void {
  if (isClosedTo(user, league.status)) throw forbidden(SERVER_TEXT.leagueSuspended);
}

// Spec 4: an archived league is read-only; every write answers 409.
export function assertLeagueWritable(league: Pick<LeagueState, 'name' | 'status'>): void {
  if (league.status === 'archived') throw conflict(`The league "${league.name}" is archived and read-only`);
}

// --- the rules, as sentences ---

// An actor reads a league's data when the league is its own and is not closed to it.
export function assertMayRead(actor: Actor, league: LeagueState): void {
  assertInLeague(actor, league);
  assertLeagueOpen(actor, league);
}

// An actor changes a league's data when it may read the league and the league is not archived.
export function assertMayWrite(actor: Actor, league: LeagueState): void {
  assertMayRead(actor, league);
  assertLeagueWritable(league);
}
