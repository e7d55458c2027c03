import type { QueryKey } from '@tanstack/react-query';
import type { FirstRenderData } from '../../../../client/src/lib/first-render';
import { resolveRoute } from '../../../../client/src/app/routes';
import { CURRENT_USER_KEY } from '../../../../client/src/lib/use-current-user';
import { divisionIdOf, divisionParamOf, inDivision, shownDivision } from '../../../../client/src/features/scoreboard/division-choice';
import { publicGamesKey, teamRecordKey } from '../../../../client/src/features/scoreboard/public-games-api';
import { divisionsKey } from '../../../../client/src/lib/divisions';
import { scoringPlaysKey } from '../../../../client/src/lib/game-cache';
import type { PublicGameDto } from '../../../../common/schemas/games/dto';
import { slugProblem } from '../../../../common/slug';
import type { AppDeps } from '../../../deps';
import type { Session } from '../../../auth/session';
import { presentSignedIn } from '../../accounts/present';
import { divisionsOfLeague } from '../../divisions/store';
import { resolvePublicLeague } from '../../leagues/context';
import { leagueSummaries, presentLeague, type League } from '../../leagues/store';
import type { SeasonLists } from '../season-lists';
import { scoringPlaysOfGame } from '../scoring-plays';
import { currentRecord } from '../stats-store';

// Decision 027: what the server renders the public scoreboard from, gathered as the reads the page
// would make (same query keys), so the browser's hydration finds them in its cache.

export type ScoreboardPageData = {
  data: FirstRenderData;
  league: League;
  // the league's scoreboard (/{slug}, /{slug}/parent) or the league-less one (/)
  leagueLess: boolean;
  // the live games of the division shown (issue 34: all of them when none is chosen)
  live: PublicGameDto[];
};

// What the page request says of the viewer: the session, and the scoreboard division (issue 34) in
// the address (?division=) and remembered by the device (its cookie, on the league's path).
export type PageRequest = { pathname: string; search: string; viewer: () => Promise<Session | null>; rememberedDivision: string | undefined };

const LIST_STATUSES = ['live', 'scheduled', 'completed'] as const;

// null: not a scoreboard route, or one the browser draws by itself (an unknown or suspended league,
// no league at all); the plain page is served then. viewer: the session of the page's cookie, read
// only for a scoreboard path.
export async function scoreboardPageData(deps: AppDeps, lists: SeasonLists, { pathname, search, viewer, rememberedDivision }: PageRequest): Promise<ScoreboardPageData | null> {
  const route = resolveRoute(pathname);
  const leagueLess = route.screen === 'home';
  if (route.screen !== 'scoreboard' && !leagueLess) return null;
  const slug = leagueLess ? null : route.leagueSlug;
  if (slug !== null && slugProblem(slug) !== null) return null;

  // The session plugin reads the cookie on API calls only; the page reads it here, as the page's own
  // calls would. A suspended league's session is left to the browser's forced path (decision 018).
  const session = await viewer();
  const signedIn = session && !session.leagueSuspended ? session.user : null;

  const queries: [QueryKey, unknown][] = [];
  let league: League;
  try {
    // the same checks as the public lists: unknown is 404, suspended is 403 (the page says so itself)
    league = await resolvePublicLeague(deps, signedIn, slug);
  } catch {
    return null;
  }
  if (leagueLess) {
    const summaries = await leagueSummaries(deps.db);
    if (summaries.length === 0) return null;
    queries.push([['/api/leagues/by-slug'], summaries]);
  } else {
    queries.push([['/api/leagues/by-slug', slug], presentLeague(league)]);
  }

  // Issue 34: the board of the division the address or the device chose (use-division-choice.ts:
  // the same rule), so the first paint shows that division's games and no other's.
  let remembered: number | null = null;
  let divisionId: number | null = null;
  if (slug !== null) {
    const divisions = await divisionsOfLeague(deps.db, league.id);
    queries.push([divisionsKey(slug), divisions]);
    remembered = divisionIdOf(rememberedDivision);
    divisionId = shownDivision(divisions, divisionParamOf(search), remembered);
  }

  let live: PublicGameDto[] = [];
  for (const status of LIST_STATUSES) {
    const snapshot = await lists.get(league, { status, divisionId: null }, undefined);
    const games = JSON.parse(snapshot.body) as PublicGameDto[];
    if (status === 'live') live = [...inDivision(games, divisionId)];
    queries.push([publicGamesKey(slug, status), games]);
  }
  // each live team's season record, shown under its name
  const teamIds = [...new Set(live.flatMap((game) => [game.homeTeamId, game.awayTeamId]).filter((id) => id !== null))];
  for (const teamId of teamIds) queries.push([teamRecordKey(slug, teamId), await currentRecord(deps.db, league, teamId, deps.now())]);
  // the latest plays under each live game's board (issue 18, decision 032), so hydration asks for none
  if (slug !== null) {
    for (const game of live) queries.push([scoringPlaysKey(slug, game.id), (await scoringPlaysOfGame(deps.db, league, game.id)) ?? []]);
  }
  // the fan's way in, in the top bar (issue 17)
  if (!session?.leagueSuspended) queries.push([CURRENT_USER_KEY, signedIn ? presentSignedIn(signedIn) : null]);

  return { data: { renderedAt: deps.now().getTime(), queries, ...(slug !== null ? { division: remembered } : {}) }, league, leagueLess, live };
}
