// Issue 19: the season builder (preview, publish), the season as CSV, and the referees' unavailable
// dates. League admins and super admins build; archived leagues answer 409, suspended 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seasonBody, unavailableDatesBody } from '../../../common/schemas/schedule';
import type { AppDeps } from '../../deps';
import { idempotencyKeyOf, idempotentBatchedWrite } from '../../http/idempotency';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { actorWhoCan } from '../../auth/policy';
import { divisionsOfLeague } from '../divisions/store';
import { gamesOfLeague } from '../games/store';
import { resolveLeague } from '../leagues/context';
import { assertLeagueOpen, assertLeagueWritable } from '../../auth/policy';
import type { League } from '../leagues/store';
import { scheduleCsv } from './export-csv';
import { previewSeason } from './preview-season';
import { publishSeason } from './publish-season';
import { refereesWithUnavailableDates, replaceUnavailableDates, unavailableDatesOf } from './store';
import { mailSettings } from '../mail/queue-mail';

export function registerScheduleRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function adminLeague(request: FastifyRequest): Promise<League> {
    const actor = actorWhoCan(request.user, 'manage:league');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    assertLeagueOpen(actor, league);
    return league;
  }

  app.register(async (scope) => {
    scope.post('/api/leagues/:slug/schedule/preview', async (request) => {
      const league = await adminLeague(request);
      assertLeagueWritable(league);
      return previewSeason(deps.db, league, parseInput(seasonBody, request.body));
    });

    scope.post('/api/leagues/:slug/schedule/publish', async (request, reply) => {
      const actor = actorWhoCan(request.user, 'manage:league');
      const league = await adminLeague(request);
      assertLeagueWritable(league);
      const body = parseInput(seasonBody, request.body);
      const answer = await idempotentBatchedWrite(deps.db, idempotencyKeyOf(request, actor.id, deps.sessionSecret), deps.now(), (remember) => publishSeason(deps, league, body, { actor, ip: request.ip }, remember, mailSettings(deps)));
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    });
  });

  app.get('/api/leagues/:slug/schedule.csv', async (request, reply) => {
    const league = await adminLeague(request);
    const divisionNames = new Map((await divisionsOfLeague(deps.db, league.id)).map((d) => [d.id, d.name]));
    const csv = scheduleCsv(await gamesOfLeague(deps.db, league.id), league.timezone, divisionNames);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${league.slug}-schedule.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/api/leagues/:slug/referees/unavailable-dates', async (request) => {
    const league = await adminLeague(request);
    return refereesWithUnavailableDates(deps.db, league.id);
  });

  app.get('/api/referees/me/unavailable-dates', async (request) => {
    const actor = actorWhoCan(request.user, 'use:referee-screens');
    return { dates: await unavailableDatesOf(deps.db, actor.id) };
  });

  app.put('/api/referees/me/unavailable-dates', async (request) => {
    const actor = actorWhoCan(request.user, 'use:referee-screens');
    const { dates } = parseInput(unavailableDatesBody, request.body);
    const unique = [...new Set(dates)].sort();
    await deps.db.transaction((tx) => replaceUnavailableDates(tx, actor.id, unique));
    return { dates: unique };
  });
}
