// The scoreboard's own client code, run by the spectator processes (issue 15): a real TanStack
// QueryClient holding the three public lists the scoreboard has on screen (live, scheduled,
// completed; observed, so an invalidation refetches as in the browser), fed every message one
// spectator's socket receives through the client's applyLiveMessage. Whatever request the client
// decides to make (a query function called), every spectator of that league in this process makes
// too: they hold the same screen and receive the same bytes, so their caches and requests are the
// same. One client per league and process, not per spectator: the client's work per push (about
// 0.1 ms in Node) times 10,000 spectators would put more CPU on the two cores than the server has.
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import type { Pool } from 'undici';
import type { LiveServerMessage } from '../../common/schemas/live-protocol';
import { pathFromQueryKey } from '../../client/src/lib/api';
import { keepNewerGames } from '../../client/src/lib/game-cache';
import { applyLiveMessage } from '../../client/src/lib/apply-push';
import { publicGamesKey } from '../../client/src/features/scoreboard/public-games-api';

const SCOREBOARD_LISTS = ['live', 'scheduled', 'completed'] as const;

export type TwinCounts = { requests: number; failed: number; byPath: Record<string, number> };

export class ClientTwin {
  private readonly queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  });
  private readonly stops: (() => void)[] = [];
  counts: TwinCounts = { requests: 0, failed: 0, byPath: {} };
  messages = 0;

  // spectators: how many spectators of this league this process holds (each makes the request)
  constructor(
    private readonly pool: Pool,
    private readonly slug: string,
    private readonly spectators: () => number,
  ) {}

  // The page opening: each list loaded once (the spectators' own first loads are not what is measured).
  async open(): Promise<void> {
    for (const status of SCOREBOARD_LISTS) {
      const queryKey = publicGamesKey(this.slug, status);
      this.queryClient.setQueryData(queryKey, await this.get(pathFromQueryKey(queryKey)));
      const observer = new QueryObserver(this.queryClient, {
        queryKey,
        structuralSharing: keepNewerGames,
        queryFn: () => this.everySpectatorAsks(queryKey),
      });
      this.stops.push(observer.subscribe(() => {}));
    }
  }

  receive(text: string): void {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(text) as LiveServerMessage;
    } catch {
      return;
    }
    this.messages += 1;
    applyLiveMessage(this.queryClient, message);
  }

  resetCounts(): void {
    this.counts = { requests: 0, failed: 0, byPath: {} };
    this.messages = 0;
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.queryClient.clear();
  }

  // A request the client decided to make: made once for every spectator of the league here.
  private async everySpectatorAsks(queryKey: QueryKey): Promise<unknown> {
    const path = pathFromQueryKey(queryKey);
    const n = Math.max(1, this.spectators());
    this.counts.requests += n;
    this.counts.byPath[path] = (this.counts.byPath[path] ?? 0) + n;
    const answers = await Promise.allSettled(Array.from({ length: n }, () => this.get(path)));
    this.counts.failed += answers.filter((a) => a.status === 'rejected').length;
    const first = answers.find((a) => a.status === 'fulfilled');
    if (!first) throw new Error(`GET ${path} failed for every spectator`);
    return first.value;
  }

  private async get(path: string): Promise<unknown> {
    const res = await this.pool.request({ path, method: 'GET', headers: { 'accept-encoding': 'identity' } });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}`);
    return JSON.parse(text) as unknown;
  }
}
