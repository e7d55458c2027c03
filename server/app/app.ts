import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { ConnectionGuard, connectionLimits, serverTimeouts, type ConnectionLimits } from '../http/connection-caps';
import { registerLiveSocket } from '../plugins/socket-route';
import { readOpenFileLimit } from './open-file-limit';
import { gameChannels } from '../modules/games/live-channels';
import { registerAnnouncementRoutes } from '../modules/announcements/routes';
import { registerAccountRoutes } from '../modules/accounts/routes';
import { registerApiKeyRoutes } from '../modules/api-keys/routes';
import { registerWordpressRoutes } from '../modules/api-keys/wordpress-routes';
import { registerOfferLinkRoutes, registerOfferTimer } from '../modules/crews/offer-routes';
import { registerResultLinkRoutes, registerResultRoutes, registerResultTimer } from '../modules/results/routes';
import { registerFanRoutes } from '../modules/fans/routes';
import { registerFollowRoutes } from '../modules/follows/routes';
import { registerGameDayRoutes, registerGameDayTimer } from '../modules/game-day/routes';
import { registerCrewRoutes } from '../modules/crews/routes';
import { registerCheckinRoutes } from '../modules/checkins/routes';
import { registerFieldRoutes } from '../modules/fields/routes';
import { registerGameRoutes } from '../modules/games/routes';
import { registerGameReportRoutes } from '../modules/game-reports/routes';
import { registerImportRoutes } from '../modules/import/routes';
import { registerMailRoutes } from '../modules/mail/routes';
import type { MailSending } from '../modules/mail/sender';
import { registerLeagueAdminRoutes } from '../modules/leagues/admin-routes';
import { registerLeagueRoutes } from '../modules/leagues/routes';
import { registerCalendarRoutes } from '../modules/calendars/routes';
import { registerDivisionRoutes } from '../modules/divisions/routes';
import { registerEmbedRoutes } from '../modules/embeds/routes';
import { EMBED_SCRIPTS_FOLDER } from '../modules/embeds/scripts';
import { registerPayRoutes } from '../modules/pay/routes';
import { registerRainoutRoutes } from '../modules/rainout/routes';
import { registerRosterImportRoutes } from '../modules/rosters/import-routes';
import { registerReminders } from '../modules/reminders/routes';
import { registerRulesRoutes } from '../modules/rules/routes';
import { registerRosterRoutes } from '../modules/rosters/routes';
import { registerCoachRoutes } from '../modules/rosters/coach-routes';
import { registerScheduleRoutes } from '../modules/schedule/routes';
import { registerBracketRoutes } from '../modules/brackets/routes';
import { registerSeasonRoutes } from '../modules/seasons/routes';
import { scoreboardPages } from '../modules/scoreboard/page/serve-page';
import { registerScoreboardRoutes } from '../modules/scoreboard/routes';
import { SeasonLists } from '../modules/scoreboard/season-lists';
import { PublicGamesSnapshots } from '../modules/scoreboard/snapshot';
import { registerTeamRoutes } from '../modules/teams/routes';
import { registerUserRoutes } from '../modules/users/routes';
import { registerWebhookRoutes } from '../modules/webhooks/routes';
import type { WebhookSending } from '../modules/webhooks/sender';
import { registerApiDocs } from '../plugins/api-docs';
import { registerCsrfProtection } from '../plugins/csrf';
import { answerFrameworkError, LOG_SERIALIZERS, registerErrorHandling } from '../plugins/errors';
import { registerSecurityHeaders } from '../plugins/security-headers';
import { registerSessions } from '../plugins/session';
import { registerStaticClient } from '../plugins/static-client';
import { registerTextInputCheck } from '../plugins/text-input';

// logStream: where log lines go instead of stdout (a test reads what the log keeps); connections:
// the connection caps and timeouts (main.ts's, from the open-file limit it raised; else from the
// configuration and the limit in force)
// mail, webhooks: the mail and webhook senders' pace (tests shorten their retries)
// `timers: false`: no per-minute timer of this process (the evening reminders, the crew offers'
// reminders and automatic declines, the Game day alerts); the API test servers build so, and each
// timer's own tests run its rounds at the instants they choose.
export type BuildOptions = { clientDir?: string | null; logger?: boolean; logStream?: { write(line: string): void }; connections?: ConnectionLimits; mail?: Partial<MailSending>; webhooks?: Partial<WebhookSending>; timers?: boolean; embedScripts?: string };

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const connections = options.connections ?? connectionLimits(deps.config.connections, readOpenFileLimit()?.soft ?? null);
  const app = Fastify({
    logger: options.logger ? { level: deps.config.logLevel, serializers: LOG_SERIALIZERS, ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    frameworkErrors: answerFrameworkError,
    // One proxy in front (TRUST_PROXY=1): the client's address is the last X-Forwarded-For entry, the
    // one that proxy wrote. `true` would trust every hop and take the first entry, which the client
    // writes itself, so every per-address limit could be dodged by forging it (issue 33).
    trustProxy: deps.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
    // short waits for headers and between requests, so idle connections give their descriptors
    // back (decision 058)
    ...serverTimeouts(connections),
  });
  // connections per address and in all, counted before the HTTP server reads a byte (decision 058)
  new ConnectionGuard(connections, app.log).attach(app.server);

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
  // issue 50 (decision 083): before every route, which it collects for GET /api/openapi.json
  registerApiDocs(app, deps);
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
  // issue 49: the roster export in (multipart: after the import's parser, registered above)
  registerRosterImportRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerWordpressRoutes(app, deps);
  // issue 50: an API key's webhooks, and their sender
  registerWebhookRoutes(app, deps, options.webhooks);
  registerFanRoutes(app, deps);
  registerFollowRoutes(app, deps);
  registerMailRoutes(app, deps, options.mail);
  if (options.timers !== false) {
    registerReminders(app, deps);
    // issue 48: the crew offers' reminders and automatic declines, and the Game day alerts
    registerOfferTimer(app, deps);
    registerGameDayTimer(app, deps);
    // issue 49: the protest window's close makes a provisional final final
    registerResultTimer(app, deps);
  }
  // issue 48: the crew offers' mailed links
  registerOfferLinkRoutes(app, deps);
  // issue 48: a game's crew, offers answered, open positions claimed, arrivals
  registerCrewRoutes(app, deps);
  registerCheckinRoutes(app, deps);
  // issue 49: the coaches' answers to a final, the ruling, the coach's home, the mail's signed links
  registerResultRoutes(app, deps);
  registerResultLinkRoutes(app, deps);
  registerScoreboardRoutes(app, deps, lists);
  // issue 50: the league's embeds on its own site, from the scoreboard's public lists
  registerEmbedRoutes(app, deps, lists, options.embedScripts ?? EMBED_SCRIPTS_FOLDER);
  registerCalendarRoutes(app, deps);
  registerScheduleRoutes(app, deps);
  registerBracketRoutes(app, deps);
  registerGameReportRoutes(app, deps);
  registerRainoutRoutes(app, deps);
  registerPayRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
  registerGameDayRoutes(app, deps);
  registerRosterRoutes(app, deps);
  // issue 49: a team's coaches, their invitations and the invitation link's pages
  registerCoachRoutes(app, deps);
  await registerGameRoutes(app, deps);
  await registerLiveSocket(app, deps, gameChannels(deps));
  return app;
}
