// The live channels of spec 7 (docs/decisions/016-live-push.md): anyone may follow a league's
// scoreboard (`league:<slug>`); following one game (`game:<id>`) needs a signed-in referee or admin
// of its league, and gets the game at once. The /ws door (plugins/socket-route.ts) joins the rooms.
import { can } from '../../../common/roles';
import { LIVE_TEXT } from '../../../common/schemas/live-protocol';
import { isClosedTo } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { gameRoom, leagueRoom } from '../../live/hub';
import type { ChannelResolver } from '../../live/connection';
import { presentGame } from './present';
import { gameInScope } from './store';

export function gameChannels(deps: AppDeps): ChannelResolver {
  return async (user, channel) => {
    const league = /^league:([a-z0-9-]{1,100})$/.exec(channel);
    if (league) {
      const found = await deps.publicLeagues.bySlug(league[1]!);
      if (!found) return { refused: LIVE_TEXT.leagueNotFound };
      if (isClosedTo(user, found.status)) return { refused: LIVE_TEXT.leagueSuspended };
      return { room: leagueRoom(found.id) };
    }
    const game = /^game:([1-9]\d{0,8})$/.exec(channel);
    if (game) {
      if (!user || !can(user.role, 'use:referee-screens')) return { refused: LIVE_TEXT.signInRequired };
      // another league's game is not found, as over HTTP
      const found = await gameInScope(deps.db, scopeOf(user), Number(game[1]));
      if (!found) return { refused: LIVE_TEXT.gameNotFound };
      if (isClosedTo(user, found.league.status)) return { refused: LIVE_TEXT.leagueSuspended };
      const data = presentGame(found, deps.now().getTime());
      return { room: gameRoom(found.leagueId, found.id), snapshot: { type: 'gameUpdated', data } };
    }
    return { refused: LIVE_TEXT.unknownChannel };
  };
}
