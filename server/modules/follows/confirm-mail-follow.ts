// The confirmation link of a follow by email (issue 47, decision 062): its GET shows what it would
// confirm (the league, the address, the teams and the kinds, and the teams it would stop following
// when the address already follows others), and only its page's button (a POST) confirms, so a mail
// scanner that fetches every link confirms nothing. Confirming makes or changes the address's follow
// in the league (the request's kinds, its teams replacing the old ones) and spends the link. A link
// unknown, expired or spent confirms nothing ('gone').
import type { League } from '../../db/rows';
import { assertLeagueOpen, assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { SERVER_TEXT } from '../../../common/texts';
import { unsuppress } from '../mail/unsubscribe';
import { followMailKind, managePath, tokenHash } from './mail-follow-links';
import { followOfAddress, markRequestConfirmed, requestByToken, saveConfirmedFollow, teamsOfFollow, teamsOfLeague, type FollowRequest, type TeamName } from './mail-follow-store';

export type ConfirmView =
  | { kind: 'ask'; league: League; address: string; teams: TeamName[]; kinds: string[]; replaced: TeamName[] }
  | { kind: 'done'; league: League; address: string; teams: TeamName[]; kinds: string[]; manage: string }
  | { kind: 'gone'; league: League }
  | { kind: 'no-teams'; league: League };

async function openLeague(deps: AppDeps, slug: string): Promise<League> {
  const league = await deps.publicLeagues.bySlug(slug);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  assertLeagueOpen(null, league);
  return league;
}

const usable = (request: FollowRequest | null, now: Date): request is FollowRequest => request !== null && request.confirmedAt === null && request.expiresAt.getTime() > now.getTime();

export async function showFollowRequest(deps: AppDeps, slug: string, token: string): Promise<ConfirmView> {
  const league = await openLeague(deps, slug);
  const request = await requestByToken(deps.db, league.id, tokenHash(token));
  if (!usable(request, deps.now())) return { kind: 'gone', league };
  const teams = await teamsOfLeague(deps.db, league.id, request.teamIds);
  if (teams.length === 0) return { kind: 'no-teams', league };
  const current = await followOfAddress(deps.db, league.id, request.address);
  const followed = current ? await teamsOfFollow(deps.db, current.id) : [];
  const replaced = followed.filter((team) => !teams.some((asked) => asked.id === team.id));
  return { kind: 'ask', league, address: request.address, teams, kinds: request.kinds, replaced };
}

export async function confirmMailFollow(deps: AppDeps, slug: string, token: string): Promise<ConfirmView> {
  const league = await openLeague(deps, slug);
  assertLeagueWritable(league);
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<ConfirmView> => {
    const request = await requestByToken(tx, league.id, tokenHash(token), true);
    if (!usable(request, now)) return { kind: 'gone', league };
    // teams deleted since the request are left out; none left: nothing to follow
    const teams = await teamsOfLeague(tx, league.id, request.teamIds);
    if (teams.length === 0) return { kind: 'no-teams', league };
    const followId = await saveConfirmedFollow(tx, { leagueId: league.id, address: request.address, kinds: request.kinds, teamIds: teams.map((team) => team.id), at: now });
    await markRequestConfirmed(tx, request.id, now);
    // the kinds asked again through the mailbox: an earlier one-click stop of them no longer holds
    await unsuppress(tx, request.kinds.map((kind) => ({ address: request.address, kind: followMailKind(kind), leagueId: league.id })));
    const manage = managePath(league.slug, deps.sessionSecret, { id: followId, leagueId: league.id, address: request.address });
    return { kind: 'done', league, address: request.address, teams, kinds: request.kinds, manage };
  });
}
