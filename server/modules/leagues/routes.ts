import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { requireLeagueBySlug } from './context';
import { leagueSummaries, presentLeague } from './store';

export function registerLeagueRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Public: the client loads the league of every league-scoped page here (spec 2.1). A suspended
  // league answers with its status so the page can say so; what is inside it stays hidden.
  app.get('/api/leagues/by-slug/:slug', async (request) => {
    return presentLeague(await requireLeagueBySlug(deps, slugParam(request)));
  });

  app.get('/api/leagues/by-slug', async () => leagueSummaries(deps.db));
}
