// The mail module's routes (issue 47, decision 061): the super admin's outbox (list, one message),
// and the unsubscribe link of every listed message (no sign-in: the link is signed). The sender runs
// with the app and stops with it.
import type { FastifyInstance } from 'fastify';
import { mailOutboxQuery } from '../../../common/schemas/mail';
import { actorWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { badRequest } from '../../http/errors';
import { idParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { parseInput } from '../../http/validate';
import { listMailOutbox } from './list-outbox';
import { MailSender, type MailSending } from './sender';
import { showMail } from './show-mail';
import { MAIL_TEXT } from './texts';
import { askPage, donePage } from './unsubscribe-page';
import { readUnsubscribe, suppress, UNSUBSCRIBE_PATH } from './unsubscribe';

export function registerMailRoutes(app: FastifyInstance, deps: AppDeps, sending: Partial<MailSending> = {}): void {
  const sender = new MailSender(deps, app.log, sending);
  app.addHook('onClose', () => sender.stop());

  app.get('/api/mail/outbox', async (request) => {
    const actor = actorWhoCan(request.user, 'manage:all-leagues');
    return listMailOutbox(deps.db, actor, parseInput(mailOutboxQuery, request.query));
  });

  app.get('/api/mail/outbox/:id', async (request) => {
    const actor = actorWhoCan(request.user, 'manage:all-leagues');
    return showMail(deps.db, actor, idParam(request));
  });

  const linkOf = (request: { query: unknown }) => {
    const { m, t } = (request.query ?? {}) as Record<string, unknown>;
    const u = readUnsubscribe(deps.sessionSecret, m, t);
    if (!u) throw badRequest(MAIL_TEXT.page.invalid);
    return { u, action: `${UNSUBSCRIBE_PATH}?m=${encodeURIComponent(String(m))}&t=${encodeURIComponent(String(t))}` };
  };

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    limitPublicAddress(deps, request);
    const { u, action } = linkOf(request);
    return reply.headers(PAGE_HEADERS).send(askPage(u, action));
  });

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form (urlencoded, or
  // multipart as the RFC's own example) from its own servers (no Origin of ours), and the GET page's
  // button posts the same form: this scope reads the urlencoded type, the multipart one is taken and
  // left unread, and the CSRF check lets the route through (its credential is the signed link, no
  // cookie). The body says nothing the link does not: it is not read.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.post(UNSUBSCRIBE_PATH, { config: { crossSite: true, multipart: true } }, async (request, reply) => {
      limitPublicAddress(deps, request);
      const { u } = linkOf(request);
      await suppress(deps.db, u);
      return reply.headers(PAGE_HEADERS).send(donePage(u));
    });
  });
}
