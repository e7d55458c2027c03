import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../http/validate';
import { requireLeagueBySlug } from './context';
import { leagueSummaries, presentLeague } from './store';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(100) });

export function registerLeagueRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Public: the client loads the league of every league-scoped page here (spec 2.1). A suspended
  // league answers with its status so the page can say so; what is inside it stays hidden.
  app.get('/api/leagues/by-slug/:slug', async (request) => {
    const { slug } = parseInput(slugParams, request.params);
    return presentLeague(await requireLeagueBySlug(deps, slug));
  });

  app.get('/api/leagues/by-slug', async () => leagueSummaries(deps.db));
}
