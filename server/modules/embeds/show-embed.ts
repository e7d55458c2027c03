// Issue 50 (decision 084): GET /{slug}/embed/{widget}[/{bracketId}]: an embed page of a league, for
// anyone (no session is read: an embed is the same for every visitor, in any frame), and who may
// frame it. The rows come from the public reads the product's own pages use (the scoreboard's
// lists and standings, the public bracket); a suspended league's embed says so instead.
import { EMBED_LIMITS, type EmbedQuery, type EmbedWidget } from '../../../common/embeds/embeds';
import type { EmbedPageData } from '../../../common/embeds/live';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import type { SeasonLists } from '../scoreboard/season-lists';
import { embedLeague, embedScope } from './embed-league';
import { frameAncestorsOf } from './frame-ancestors';
import { readBracketEmbed } from './read-bracket';
import { readScheduleEmbed } from './read-schedule';
import { readScoreboardEmbed } from './read-scoreboard';
import { readStandingsEmbed } from './read-standings';
import { bracketBody, renderEmbedPage, scheduleBody, scoreboardBody, standingsBody, suspendedBody, type EmbedFrame } from './render-page';
import { EMBED_TEXT } from './texts';

export type EmbedRequest = { slug: string; widget: EmbedWidget; bracketId: number | null; query: EmbedQuery };
export type EmbedAnswer = { html: string; frameAncestors: string[] };

// what a widget shows, and what it adds to the page's data block
type Shown = Pick<EmbedFrame, 'title' | 'fullPage' | 'body'> & { data?: Partial<EmbedPageData<PublicGameDto>> };

// liveScript: the page's script address (scripts.ts), null when the scripts are not built
export async function showEmbed(deps: AppDeps, lists: SeasonLists, liveScript: string | null, request: EmbedRequest): Promise<EmbedAnswer> {
  const { league, suspended } = await embedLeague(deps, request.slug);
  const { widget, bracketId, query } = request;
  const now = deps.now().getTime();
  const data: EmbedPageData<PublicGameDto> = { slug: league.slug, widget, divisionId: query.divisionId ?? null, teamId: query.teamId ?? null, bracketId, moreLive: false, suspended, serverNow: now, live: [] };
  const page = (shown: Shown) => renderEmbedPage({ theme: query.theme ?? 'light', league: league.name, liveScript, title: shown.title, fullPage: shown.fullPage, body: shown.body, data: { ...data, ...shown.data } });
  const frameAncestors = frameAncestorsOf(league.embedOrigins);
  if (suspended) return { html: page({ title: EMBED_TEXT.suspendedTitle, fullPage: null, body: suspendedBody(league.name) }), frameAncestors };

  const scope = await embedScope(deps, league, query);
  const slug = league.slug;
  const context = { timeZone: league.timezone, now };
  const ofGame = (game: PublicGameDto) => `/${slug}?game=${game.id}`;
  const limit = query.limit ?? EMBED_LIMITS.limit.default;
  switch (widget) {
    case 'scoreboard': {
      const rows = await readScoreboardEmbed(deps, lists, scope, limit);
      const fullPage = scope.division ? `/${slug}?division=${scope.division.id}` : `/${slug}`;
      return { html: page({ title: EMBED_TEXT.scoreboard, fullPage, body: scoreboardBody(rows, { ...context, href: fullPage }, ofGame), data: { live: rows.live, moreLive: rows.moreLive } }), frameAncestors };
    }
    case 'schedule': {
      const games = await readScheduleEmbed(deps, lists, scope, limit);
      return { html: page({ title: EMBED_TEXT.schedule, fullPage: `/${slug}`, body: scheduleBody(games, { ...context, href: `/${slug}` }, ofGame) }), frameAncestors };
    }
    case 'standings': {
      // the standings show every row unless a limit is asked for (a table cut at ten is no table)
      const standings = await readStandingsEmbed(deps, scope, query.limit);
      const fullPage = `/${slug}/standings`;
      return { html: page({ title: EMBED_TEXT.standings, fullPage, body: standingsBody(standings, league.name, fullPage, scope.team?.id ?? null), data: { divisionId: standings.divisionId } }), frameAncestors };
    }
    case 'bracket': {
      // the whole bracket, whatever the limit: a bracket cut short is no bracket
      const bracket = await readBracketEmbed(deps, scope, bracketId!);
      const fullPage = `/${slug}/playoffs/${bracket.bracket.id}`;
      const live = bracket.rounds.flatMap((round) => round.games.filter((game) => game.status === 'live'));
      return { html: page({ title: bracket.bracket.name, fullPage, body: bracketBody(bracket, { ...context, href: fullPage }, scope.team?.id ?? null), data: { live } }), frameAncestors };
    }
  }
}
