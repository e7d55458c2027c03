import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { registerLiveSocket } from './live/socket-route';
import { gameChannels } from './modules/games/live-channels';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerApiKeyRoutes } from './modules/api-keys/routes';
import { registerWordpressRoutes } from './modules/api-keys/wordpress-routes';
import { registerFanRoutes } from './modules/fans/routes';
import { registerFieldRoutes } from './modules/fields/routes';
import { registerGameRoutes } from './modules/games/routes';
import { registerImportRoutes } from './modules/import/routes';
import { registerLeagueAdminRoutes } from './modules/leagues/admin-routes';
import { registerLeagueRoutes } from './modules/leagues/routes';
import { registerCalendarRoutes } from './modules/calendars/routes';
import { registerDivisionRoutes } from './modules/divisions/routes';
import { registerRulesRoutes } from './modules/rules/routes';
import { registerScheduleRoutes } from './modules/schedule/routes';
import { registerBracketRoutes } from './modules/brackets/routes';
import { registerSeasonRoutes } from './modules/seasons/routes';
import { scoreboardPages } from './modules/scoreboard/page/serve-page';
import { registerScoreboardRoutes } from './modules/scoreboard/routes';
import { SeasonLists } from './modules/scoreboard/season-lists';
import { PublicGamesSnapshots } from './modules/scoreboard/snapshot';
import { registerTeamRoutes } from './modules/teams/routes';
import { registerUserRoutes } from './modules/users/routes';
import { registerCsrfProtection } from './plugins/csrf';
import { answerFrameworkError, LOG_SERIALIZERS, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';
import { registerTextInputCheck } from './plugins/text-input';

// logStream: where log lines go instead of stdout (a test reads what the log keeps)
export type BuildOptions = { clientDir?: string | null; logger?: boolean; logStream?: { write(line: string): void } };

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: deps.config.logLevel, serializers: LOG_SERIALIZERS, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    frameworkErrors: answerFrameworkError,
    // One proxy in front (TRUST_PROXY=1): the client's address is the last X-Forwarded-For entry, the
    // one that proxy wrote. `true` would trust every hop and take the first entry, which the client
    // writes itself, so every per-address limit could be dodged by forging it (issue 33).
    trustProxy: deps.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  // the public lists, served as the API and drawn into the scoreboard's page (decision 027)
  // (the Completed list by season: issue 34)
  const lists = new SeasonLists(deps, new PublicGamesSnapshots(deps));
  const clientFallback = options.clientDir ? await registerStaticClient(app, options.clientDir, scoreboardPages(deps, lists)) : null;
  registerErrorHandling(app, clientFallback);
  registerTextInputCheck(app);
  // before the session hook: a refused cross-site write costs no session lookup
  registerCsrfProtection(app, deps.config);
  registerSessions(app, deps);
  registerAccountRoutes(app, deps);
  registerLeagueRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerLeagueAdminRoutes(app, deps);
  registerDivisionRoutes(app, deps);
  registerRulesRoutes(app, deps);
  registerTeamRoutes(app, deps);
  registerFieldRoutes(app, deps);
  registerSeasonRoutes(app, deps);
  await registerImportRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerWordpressRoutes(app, deps);
  registerFanRoutes(app, deps);
  registerScoreboardRoutes(app, deps, lists);
  registerCalendarRoutes(app, deps);
  registerScheduleRoutes(app, deps);
  registerBracketRoutes(app, deps);
  await registerGameRoutes(app, deps);
  await registerLiveSocket(app, deps, gameChannels(deps));
  return app;
}
