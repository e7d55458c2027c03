import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POLL_MS } from '@common/constants';
import type { BracketListItemDto, BracketViewDto } from '@common/schemas/brackets';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { leagueChannel } from '@common/schemas/live-protocol';
import { useToastedQuery } from '@client/lib/failure-toast';
import { newerGame } from '@client/lib/game-cache';
import { livePollMs, useLiveFresh } from '@client/lib/live-poll';
import { getLiveSocket } from '@client/lib/shared-live-socket';
import { useLiveChannel } from '@client/lib/use-live-channel';
import { PLAYOFFS_TEXT as TEXT } from './texts';

export const bracketsKey = (slug: string): QueryKey => ['/api/leagues', slug, 'brackets'];
const bracketKey = (id: number): QueryKey => ['/api/brackets', id];

// Issue 36: the league's brackets (public).
export function useBrackets(slug: string) {
  return useToastedQuery<BracketListItemDto[]>(TEXT.failed, { queryKey: bracketsKey(slug) });
}

// A pushed game applied to the bracket holding it (its teams when a winner moved in, score, status,
// clock, overtime), never going back to an older version; its place in the bracket stays. A game of
// another bracket, or of none, changes nothing.
export function applyPushToBracket(bracket: BracketViewDto, pushed: PublicGameDto): BracketViewDto {
  const at = bracket.games.findIndex((game) => game.id === pushed.id);
  if (at === -1) return bracket;
  const held = bracket.games[at]!;
  if (newerGame(held, pushed) === held) return bracket;
  const games = [...bracket.games];
  games[at] = { ...pushed, key: held.key, round: held.round, roundName: held.roundName, homeSeed: held.homeSeed, awaySeed: held.awaySeed, fieldId: held.fieldId };
  return { ...bracket, games };
}

// One bracket with every game's state; the league's pushes update it in place (a completed game's
// winner appears in the next game without a reload). Polled as the scoreboard's live list is,
// stretched while the socket is fresh (decision 025).
export function useBracket(slug: string, id: number | null) {
  const queryClient = useQueryClient();
  const channel = leagueChannel(slug);
  useLiveChannel(channel);
  const fresh = useLiveFresh(channel);
  useEffect(() => {
    if (id === null) return;
    return getLiveSocket().addListener({
      onMessage: (message) => {
        if (message.type === 'gameUpdated') queryClient.setQueryData<BracketViewDto>(bracketKey(id), (held) => (held ? applyPushToBracket(held, message.data) : held));
        if (message.type === 'gameDeleted') void queryClient.invalidateQueries({ queryKey: bracketKey(id) });
      },
      // what was pushed while the socket was down is read again
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: bracketKey(id) }),
    });
  }, [queryClient, id]);
  return useToastedQuery<BracketViewDto>(TEXT.failedBracket, { queryKey: bracketKey(id ?? 0), enabled: id !== null, refetchInterval: livePollMs(POLL_MS.livePublicGames, fresh) });
}
