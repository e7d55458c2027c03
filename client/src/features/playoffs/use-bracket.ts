import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leagueChannel } from '@common/schemas/live-protocol';
import type { PublicGameDto } from '@common/schemas/games/dto';
import { usePublicGameList } from '@client/features/scoreboard/use-scoreboard-data';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { getLiveSocket, useLiveChannel } from '@client/lib/live-socket';
import { livePollMs, useLiveFresh } from '@client/lib/live-poll';
import { POLL_MS } from '@common/constants';
import { PLAYOFFS_TEXT as TEXT } from './texts';
import { bracketFieldsOf, type BracketDto, type BracketListItemDto } from './types';

export const bracketsKey = (slug: string): QueryKey => ['/api/leagues', slug, 'brackets'];
export const bracketKey = (id: number): QueryKey => ['/api/brackets', id];

// Issue 36: the league's brackets (public).
export function useBrackets(slug: string) {
  const query = useQuery<BracketListItemDto[]>({ queryKey: bracketsKey(slug) });
  useFetchFailureToast(TEXT.failed, query.error);
  return query;
}

// A pushed game applied to the bracket holding it: its teams (a winner moved in), score, status and
// overtime. A game of another bracket, or of none, changes nothing.
export function applyPushToBracket(bracket: BracketDto, game: PublicGameDto): BracketDto {
  const at = bracket.games.findIndex((item) => item.id === game.id);
  if (at === -1) return bracket;
  const games = [...bracket.games];
  games[at] = {
    ...games[at]!,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    status: game.status,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    scheduledDate: game.scheduledDate,
    overtime: bracketFieldsOf(game).overtime,
  };
  return { ...bracket, games };
}

// One bracket with every game's state; the league's pushes update it in place (a completed game's
// winner appears in the next game without a reload), and the live games' copies give the clocks.
export function useBracket(slug: string, id: number) {
  const queryClient = useQueryClient();
  const channel = leagueChannel(slug);
  useLiveChannel(channel);
  const fresh = useLiveFresh(channel);
  useEffect(
    () =>
      getLiveSocket().addListener({
        onMessage: (message) => {
          if (message.type === 'gameUpdated') queryClient.setQueryData<BracketDto>(bracketKey(id), (held) => (held ? applyPushToBracket(held, message.data) : held));
          if (message.type === 'gameDeleted') void queryClient.invalidateQueries({ queryKey: bracketKey(id) });
        },
        // what was pushed while the socket was down is read again
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: bracketKey(id) }),
      }),
    [queryClient, id],
  );
  // polled as the scoreboard's live list is, stretched while the socket is fresh (decision 025)
  const pollMs = livePollMs(POLL_MS.livePublicGames, fresh);
  const bracket = useQuery<BracketDto>({ queryKey: bracketKey(id), refetchInterval: pollMs });
  const live = usePublicGameList(slug, 'live', pollMs);
  useFetchFailureToast(TEXT.fetchLiveFailed, live.error);
  return { bracket, live: live.data ?? [] };
}
