// The announcements API (issue 47, decision 063): the league's admins and super admins (signed out
// 401, others 403, another league's admin 403); a suspended league is 403 to its admins, an archived
// one sends nothing (409). The send honours an Idempotency-Key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announcementBody, announcementListQuery, announcementPreviewBody } from '../../../common/schemas/announcements';
import { actorWhoCan, assertMayRead, assertMayWrite } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { writeContextOf } from '../../http/write-context';
import { resolveLeague } from '../leagues/context';
import { listAnnouncements } from './list-announcements';
import { previewAnnouncement } from './preview-announcement';
import { sendAnnouncement } from './send-announcement';

export function registerAnnouncementRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function adminOfLeague(request: FastifyRequest) {
    const actor = actorWhoCan(request.user, 'manage:league');
    const league = await resolveLeague(deps, request.user, slugParam(request));
    return { actor, league };
  }

  app.get('/api/leagues/:slug/announcements', async (request, reply) => {
    const { actor, league } = await adminOfLeague(request);
    assertMayRead(actor, league);
    const { before } = parseInput(announcementListQuery, request.query);
    reply.header('cache-control', 'no-store');
    return listAnnouncements(deps.db, league, before ?? null);
  });

  app.post('/api/leagues/:slug/announcements/preview', async (request) => {
    const { actor, league } = await adminOfLeague(request);
    assertMayRead(actor, league);
    return previewAnnouncement(deps.db, league, parseInput(announcementPreviewBody, request.body).audience);
  });

  app.post('/api/leagues/:slug/announcements', async (request, reply) => {
    const { actor, league } = await adminOfLeague(request);
    assertMayWrite(actor, league);
    const body = parseInput(announcementBody, request.body);
    const { idempotency } = writeContextOf(request, reply, actor, deps);
    const answer = await sendAnnouncement(deps, { actor, ip: request.ip }, league, body, idempotency);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.statusCode).send(answer.body);
  });
}
