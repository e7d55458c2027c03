import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GameDto } from '@common/schemas/games/dto';
import { gameKey, keepNewerGame, keepNewerGames, newerGames, storeGame } from './game-cache';
import { gameDtoFixture } from './game-dto.fixture';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// A poll sent before a write and answered after the write's push: the answer lands last.
async function pollCrossedByPush<T>(options: { queryKey: QueryKey; structuralSharing: (a: unknown, b: unknown) => unknown }, first: T, stale: T, push: GameDto) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(options.queryKey, first);
  const answer = deferred<T>();
  const observer = new QueryObserver<T>(queryClient, { ...options, queryFn: () => answer.promise });
  const unsubscribe = observer.subscribe(() => {});
  const poll = observer.refetch();
  storeGame(queryClient, push);
  answer.resolve(stale);
  await poll;
  unsubscribe();
  return queryClient.getQueryData<T>(options.queryKey);
}

describe('answers crossed by a push', () => {
  const v3 = gameDtoFixture({ version: 3, homeScore: 0 });
  const v4 = gameDtoFixture({ version: 4, homeScore: 6 });
  const v5 = gameDtoFixture({ version: 5, homeScore: 7 });

  it('a game poll answered with an older version keeps the pushed one', async () => {
    const kept = await pollCrossedByPush({ queryKey: gameKey(v3.id), structuralSharing: keepNewerGame }, v4, v4, v5);
    expect(kept).toEqual(v5);
  });

  it('a game poll answered with a newer version takes it', async () => {
    const v6 = gameDtoFixture({ version: 6, homeScore: 13 });
    const kept = await pollCrossedByPush({ queryKey: gameKey(v3.id), structuralSharing: keepNewerGame }, v3, v6, v4);
    expect(kept).toEqual(v6);
  });

  it('a list poll keeps each pushed game and takes the list the server answered', async () => {
    const other = gameDtoFixture({ id: 9, version: 1 });
    const added = gameDtoFixture({ id: 12, version: 2 });
    const kept = await pollCrossedByPush({ queryKey: ['/api/games?status=live'], structuralSharing: keepNewerGames }, [v3, other], [v4, other, added], v5);
    expect(kept).toEqual([v5, other, added]);
  });
});

describe('newerGames', () => {
  it('keeps the order and members of the answer', () => {
    const a = gameDtoFixture({ id: 1, version: 2 });
    const b = gameDtoFixture({ id: 2, version: 7 });
    const olderB = gameDtoFixture({ id: 2, version: 6 });
    const c = gameDtoFixture({ id: 3, version: 1 });
    expect(newerGames([a, b], [olderB, c])).toEqual([b, c]);
    expect(newerGames(undefined, [olderB])).toEqual([olderB]);
  });
});
