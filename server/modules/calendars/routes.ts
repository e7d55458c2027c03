import type { FastifyInstance, FastifyReply } from 'fastify';
import { can } from '../../../common/roles';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { limitPublicAddress } from '../../http/public-limit';
import { idParam, slugParam } from '../../http/params';
import { actorWhoCan } from '../../auth/policy';
import { resolvePublicLeague } from '../leagues/context';
import { assertLeagueOpen } from '../../auth/policy';
import { leagueById, type League } from '../leagues/store';
import { divisionOfLeagueOrRefuse } from '../divisions/access';
import { teamInScope } from '../teams/store';
import { gamesOfLeague, type GameRecord } from '../games/store';
import { calendarFeed, type Feed } from './feed';
import { calendarTokenOf, gamesOfReferee, gamesOfTeam, newCalendarToken, setCalendarToken, userOfCalendarToken } from './store';

// Issue 18 (decision 029): iCalendar feeds of a league, a team and a referee's own games.
const CALENDAR_TEXT = {
  teamNotFound: 'Team not found',
  feedNotFound: 'Calendar not found',
  leagueCalendar: (league: string) => `${league} games`,
  teamCalendar: (team: string, league: string) => `${team} (${league})`,
  divisionCalendar: (division: string, league: string) => `${division} games (${league})`,
  refereeCalendar: (league: string) => `My games to referee (${league})`,
} as const;

const REFEREE_FEED = /^([A-Za-z0-9_-]{43})\.ics$/;

export function registerCalendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  const site = new URL(deps.config.publicUrl);
  const link = (league: League) => (game: GameRecord) => `${deps.config.publicUrl}/${league.slug}?game=${game.id}`;
  const feedOf = (name: string, league: League, games: readonly GameRecord[]) => calendarFeed(name, games, { host: site.host, link: link(league) });
  const refereeUrl = (token: string) => `${deps.config.publicUrl}/api/calendar/referee/${token}.ics`;

  function send(reply: FastifyReply, ifNoneMatch: string | undefined, feed: Feed) {
    reply.header('etag', feed.etag).header('cache-control', 'no-cache');
    if (ifNoneMatch === feed.etag) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.body);
  }

  app.get('/api/leagues/:slug/calendar.ics', async (request, reply) => {
    limitPublicAddress(deps, request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.leagueCalendar(league.name), league, await gamesOfLeague(deps.db, league.id)));
  });

  app.get('/api/leagues/:slug/teams/:id/calendar.ics', async (request, reply) => {
    limitPublicAddress(deps, request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const team = await teamInScope(deps.db, { kind: 'league', leagueId: league.id }, idParam(request));
    if (!team) throw notFound(CALENDAR_TEXT.teamNotFound);
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.teamCalendar(team.name, league.name), league, await gamesOfTeam(deps.db, league.id, team.id)));
  });

  // Issue 34: the games between two teams of the division (crossovers are in no division's feed).
  app.get('/api/leagues/:slug/divisions/:id/calendar.ics', async (request, reply) => {
    limitPublicAddress(deps, request);
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    const division = await divisionOfLeagueOrRefuse(deps.db, league.id, idParam(request));
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.divisionCalendar(division.name, league.name), league, await gamesOfLeague(deps.db, league.id, undefined, division.id)));
  });

  // The referee's private feed URL; made on first ask. POST makes a new one: the old URL is dead at once.
  app.get('/api/referees/me/calendar-link', async (request) => {
    const actor = actorWhoCan(request.user, 'use:referee-screens');
    let token = await calendarTokenOf(deps.db, actor.id);
    if (!token) {
      token = newCalendarToken();
      await setCalendarToken(deps.db, actor.id, token);
    }
    return { url: refereeUrl(token) };
  });

  app.post('/api/referees/me/calendar-link', async (request) => {
    const actor = actorWhoCan(request.user, 'use:referee-screens');
    const token = newCalendarToken();
    await setCalendarToken(deps.db, actor.id, token);
    return { url: refereeUrl(token) };
  });

  app.get('/api/calendar/referee/:file', async (request, reply) => {
    limitPublicAddress(deps, request);
    const match = REFEREE_FEED.exec((request.params as { file: string }).file);
    // a token is cleared when its referee is removed, changes role or password (users/store.ts); one
    // kept from before that rule, of a user no longer on the referee screens, is refused all the same
    const found = match ? await userOfCalendarToken(deps.db, match[1]!) : null;
    const user = found && can(found.role, 'use:referee-screens') ? found : null;
    const league = user?.leagueId ? await leagueById(deps.db, user.leagueId) : null;
    if (!user || !league) throw notFound(CALENDAR_TEXT.feedNotFound);
    assertLeagueOpen(null, league);
    return send(reply, request.headers['if-none-match'], feedOf(CALENDAR_TEXT.refereeCalendar(league.name), league, await gamesOfReferee(deps.db, league.id, user.id)));
  });
}
