// Issue 49: the team a roster read or write works on (decision 078): in the caller's league scope
// (another league's is not found), the league readable (or writable), and the caller one the roster
// policy admits. Whether the roster is locked is the team's division's lock date against the
// league's today (deps.now(), so a test moves the clock).
import { isRosterLocked, mayEditRoster, mayReadRoster } from '../../../common/policies/rosters';
import { leagueDateOf } from '../../../common/time';
import type { Actor } from '../../auth/actor';
import { assertMayRead, assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { leagueById, type League } from '../leagues/store';
import { teamInScope, type Team } from '../teams/store';
import { isCoachOf, rosterRulesOf, type RosterRules } from './store';
import { ROSTER_TEXT } from './texts';

export type RosterTeam = { team: Team; league: League; rules: RosterRules; isCoach: boolean; locked: boolean };

async function rosterTeam(deps: AppDeps, actor: Actor, teamId: number): Promise<RosterTeam> {
  const team = await teamInScope(deps.db, scopeOf(actor), teamId);
  const league = team ? await leagueById(deps.db, team.leagueId) : null;
  if (!team || !league) throw notFound(ROSTER_TEXT.teamNotFound);
  assertMayRead(actor, league);
  const rules = await rosterRulesOf(deps.db, team);
  const isCoach = await isCoachOf(deps.db, team.id, actor.id);
  return { team, league, rules, isCoach, locked: isRosterLocked(rules.lockDate, leagueDateOf(deps.now(), league.timezone)) };
}

export async function readableRoster(deps: AppDeps, actor: Actor, teamId: number): Promise<RosterTeam> {
  const roster = await rosterTeam(deps, actor, teamId);
  if (!mayReadRoster(actor, roster)) throw forbidden(ROSTER_TEXT.mayNotRead);
  return roster;
}

// A coach refused only by the lock is told its date; anyone else that the roster is not his.
export async function writableRoster(deps: AppDeps, actor: Actor, teamId: number): Promise<RosterTeam> {
  const roster = await rosterTeam(deps, actor, teamId);
  assertMayWrite(actor, roster.league);
  if (mayEditRoster(actor, roster)) return roster;
  if (roster.locked && roster.rules.lockDate && mayEditRoster(actor, { ...roster, locked: false })) throw forbidden(ROSTER_TEXT.locked(roster.rules.lockDate));
  throw forbidden(ROSTER_TEXT.mayNotEdit);
}
