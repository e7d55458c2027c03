import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leagueAnswer, leagueSummaryAnswer } from '../../../common/schemas/answers/leagues';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { documented, REFUSED } from '../../http/route-doc';
import { requireLeagueBySlug } from './context';
import { leagueSummaries, presentLeague } from './store';

const leagueBySlug = documented({
  summary: 'A league by its slug',
  description: 'A suspended or archived league answers with its status, so a page can say so; what is inside it stays hidden.',
  tag: 'leagues',
  auth: 'none',
  answers: { 200: { description: 'The league and its settings', json: leagueAnswer } },
  refusals: { 400: REFUSED.badInput, 404: 'No league has this slug' },
});
const leagueList = documented({
  summary: 'The leagues',
  tag: 'leagues',
  auth: 'none',
  answers: { 200: { description: 'Every league by name, with its slug and status', json: z.array(leagueSummaryAnswer) } },
  refusals: {},
});

export function registerLeagueRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Public: the client loads the league of every league-scoped page here (spec 2.1). A suspended
  // league answers with its status so the page can say so; what is inside it stays hidden.
  app.get('/api/leagues/by-slug/:slug', leagueBySlug.options, async (request) => {
    return presentLeague(await requireLeagueBySlug(deps, slugParam(request)));
  });

  app.get('/api/leagues/by-slug', leagueList.options, async () => leagueSummaries(deps.db));
}
