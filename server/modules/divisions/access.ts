// Who changes which division (spec 6, issue 34): the admin of its league or a super admin; another
// league's division is not found; a suspended league refuses (403), an archived one is read-only (409).
import type { DivisionRef } from '../../../common/schemas/divisions';
import type { Actor } from '../../auth/actor';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { leagueById } from '../leagues/store';
import { divisionInScope, divisionOfLeague, type Division } from './store';
import { DIVISION_TEXT } from './texts';

export async function writableDivision(deps: AppDeps, actor: Actor, id: number): Promise<Division> {
  const division = await divisionInScope(deps.db, scopeOf(actor), id);
  const league = division ? await leagueById(deps.db, division.leagueId) : null;
  if (!division || !league) throw notFound(DIVISION_TEXT.notFound);
  assertMayWrite(actor, league);
  return division;
}

// A division named by a body or a query (a team's, a season's, a list's filter): one of the
// league's, else 404 and nothing changes.
export async function divisionOfLeagueOrRefuse(db: DbOrTx, leagueId: number, id: number): Promise<DivisionRef> {
  const division = await divisionOfLeague(db, leagueId, id);
  if (!division) throw notFound(DIVISION_TEXT.notInLeague);
  return division;
}
