// Issue 34: the public game lists of one season. The Completed list shows the current season by
// default (the one holding today in league time, decision 039), any list another by ?seasonId=; a
// league with no season gets the whole list, as before seasons. Each season's list is cut from the
// league's snapshot once per version of it, so a poll still costs no query and no serialization.
import type { SeasonSpan } from '../../../common/seasons/seasons';
import type { AppDeps } from '../../deps';
import { countedAmong, type CountedSeason } from '../seasons/list-seasons';
import { seasonsOfLeague, spanOf } from '../seasons/store';
import { pack, type Held, type PublicGamesList, type PublicGamesSnapshots } from './snapshot';

type LeagueClock = { id: number; timezone: string };

export class SeasonLists {
  // each league's seasons, read again after a change of the league (a season's write announces one)
  private readonly seasons = new Map<number, Promise<SeasonSpan[]>>();
  // a list version's cuts, by the season's instants; dropped with the version
  private readonly cuts = new WeakMap<Held, Map<string, Held>>();

  constructor(
    private readonly deps: AppDeps,
    readonly snapshots: PublicGamesSnapshots,
  ) {
    deps.live.changes.subscribe((change) => {
      if (change.kind === 'leagueChanged') this.seasons.delete(change.leagueId);
    });
  }

  // seasonId: the query's (another league's is 404); absent, the Completed list counts the current season
  async get(league: LeagueClock, list: PublicGamesList, seasonId: number | undefined): Promise<Held> {
    const counted = seasonId !== undefined || list.status === 'completed' ? countedAmong(await this.seasonsOf(league.id), league, seasonId, this.deps.now()) : null;
    return this.cut(await this.snapshots.get(league.id, list), counted);
  }

  private seasonsOf(leagueId: number): Promise<SeasonSpan[]> {
    let seasons = this.seasons.get(leagueId);
    if (!seasons) {
      seasons = seasonsOfLeague(this.deps.db, leagueId).then((rows) => rows.map(spanOf));
      seasons.catch(() => this.seasons.delete(leagueId));
      this.seasons.set(leagueId, seasons);
    }
    return seasons;
  }

  private cut(list: Held, counted: CountedSeason): Held {
    if (!counted) return list;
    const from = counted.from.getTime();
    const to = counted.to.getTime();
    let cuts = this.cuts.get(list);
    if (!cuts) this.cuts.set(list, (cuts = new Map()));
    const key = `${from}-${to}`;
    let cut = cuts.get(key);
    if (!cut) {
      const kickoffIn = (iso: string) => Date.parse(iso) >= from && Date.parse(iso) < to;
      cut = pack(list.entries.filter((entry) => kickoffIn(entry.game.scheduledDate)), list.renderedAt, list.list);
      cuts.set(key, cut);
    }
    return cut;
  }
}
