// The mail module's routes (issue 47, decision 061): the super admin's outbox (list, one message),
// and the unsubscribe link of every listed message (no sign-in: the link is signed). The sender runs
// with the app and stops with it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mailOutboxQuery } from '../../../common/schemas/mail';
import { actorWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { badRequest } from '../../http/errors';
import { idParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { documented, REFUSED, type RouteDoc } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { listMailOutbox } from './list-outbox';
import { MailSender, type MailSending } from './sender';
import { showMail } from './show-mail';
import { MAIL_TEXT } from './texts';
import { askPage, donePage } from './unsubscribe-page';
import { readUnsubscribe, suppress, UNSUBSCRIBE_PATH } from './unsubscribe';

// What the document says of the unsubscribe link (http/route-doc.ts); its pages read the link through it.
const unsubscribeDoc = {
  tag: 'links',
  auth: 'linkSignature',
  query: z.object({ m: z.string().describe('The address, the kind of mail and the league the link stops'), t: z.string() }),
  refusals: { 400: 'This unsubscribe link is not one the league sent', 429: REFUSED.tooMany },
} as const satisfies Omit<RouteDoc, 'summary' | 'answers'>;
const unsubscribePage = documented({ ...unsubscribeDoc, summary: "A mail's unsubscribe link", answers: { 200: { description: 'The page: what the link stops, with a button', content: 'text/html' } } });
const unsubscribeButton = documented({
  ...unsubscribeDoc,
  summary: "Stop a kind of mail (the page's button, or the mail provider's one-click POST)",
  description: 'RFC 8058: the mail provider posts `List-Unsubscribe=One-Click` (urlencoded or multipart) from its own servers; the page\'s button posts the same. The body is not read: the signed link says everything.',
  answers: { 200: { description: 'The page: that kind of mail to that address stops', content: 'text/html' } },
});

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
    const { m, t } = unsubscribePage.queryOrNull(request) ?? {};
    const u = readUnsubscribe(deps.sessionSecret, m, t);
    if (!u) throw badRequest(MAIL_TEXT.page.invalid);
    return { u, action: `${UNSUBSCRIBE_PATH}?m=${encodeURIComponent(String(m))}&t=${encodeURIComponent(String(t))}` };
  };

  app.get(UNSUBSCRIBE_PATH, unsubscribePage.options, async (request, reply) => {
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
    scope.post(UNSUBSCRIBE_PATH, { config: { ...unsubscribeButton.options.config, crossSite: true, multipart: true } }, async (request, reply) => {
      limitPublicAddress(deps, request);
      const { u } = linkOf(request);
      await suppress(deps.db, u);
      return reply.headers(PAGE_HEADERS).send(donePage(u));
    });
  });
}
