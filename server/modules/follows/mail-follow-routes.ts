// The follows by email (issue 47, decision 062): the request (no sign-in; the public budget per
// network address, and the confirmation mails' own daily count per email address), the confirmation
// link's page and its button's POST, the manage link's page and its POST. A link that cannot be
// ours (malformed, or a manage link whose signature does not fit) is a 400 with a message, as the
// unsubscribe link's; a link that was ours and no longer works is a page saying so (410), since a
// person opened it. The pages' forms are same-site POSTs of application/x-www-form-urlencoded, which
// this scope alone reads (a few hundred bytes: checkboxes and a button), and no session is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noticeAnswer } from '../../../common/schemas/answers/accounts';
import { MAIL_FOLLOW_KINDS, mailFollowBody } from '../../../common/schemas/mail-follows';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { badRequest } from '../../http/errors';
import { slugParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { documented, REFUSED, type RouteDoc } from '../../http/route-doc';
import { confirmMailFollow, showFollowRequest, type ConfirmView } from './confirm-mail-follow';
import { mailFollowsPath, readManageQuery, readToken } from './mail-follow-links';
import { confirmPage, managePage } from './mail-follow-pages';
import { MailScoreWindows } from './mail-score-windows';
import { changeManagedFollow, showManagedFollow, type ManageForm, type ManageLink, type ManageOutcome } from './manage-mail-follow';
import { requestMailFollow } from './request-mail-follow';
import { MAIL_FOLLOW_TEXT } from './texts';

// What the document says of these routes (http/route-doc.ts); the links' pages read their query
// through it (a query it does not describe is a link this server never sent).
const requestRoute = documented({
  summary: 'Follow teams by email',
  description: 'Mails a confirmation link to the address; nothing is sent until it is opened and confirmed. The same answer whether or not the address is known. Confirmation mails per address and day are limited.',
  tag: 'follows',
  auth: 'none',
  body: mailFollowBody,
  answers: { 202: { description: 'Asked (the same answer for every address)', json: noticeAnswer } },
  refusals: { 400: `${REFUSED.badInput}, or a team is not the league's`, 403: REFUSED.suspended, 404: 'No league has this slug', 429: REFUSED.tooMany },
});
const confirmDoc = {
  tag: 'links',
  auth: 'linkToken',
  query: z.object({ token: z.string() }),
  answers: {
    200: { description: 'The page: what the follow would be, with a Confirm button (GET), or that it is confirmed (POST)', content: 'text/html' },
    410: { description: 'The page saying the link is used, expired or replaced, or that none of its teams is left', content: 'text/html' },
  },
  refusals: { 400: 'This link is not one the league sent', 429: REFUSED.tooMany },
} as const satisfies Omit<RouteDoc, 'summary'>;
const confirmPageRoute = documented({ ...confirmDoc, summary: 'The confirmation link of a follow by email' });
const confirmRouteDoc = documented({ ...confirmDoc, summary: 'Confirm a follow by email (the page\'s button)' });
const manageDoc = {
  tag: 'links',
  auth: 'linkSignature',
  query: z.object({ f: z.string().describe("The follow's id, as the mailed link gives it"), t: z.string() }),
  answers: {
    200: { description: 'The page: the teams and kinds of mail followed, with a form (GET), or what changed (POST)', content: 'text/html' },
    410: { description: 'The page saying the follow no longer exists', content: 'text/html' },
  },
  refusals: { 400: 'This link is not one the league sent; or (POST) the form again, saying what was wrong (a page)', 429: REFUSED.tooMany },
  // the form's problems are its page again, whoever posted it
  refusalPages: true,
} as const satisfies Omit<RouteDoc, 'summary'>;
const managePageRoute = documented({ ...manageDoc, summary: 'The manage link of a follow by email' });
const manageFormRoute = documented({
  ...manageDoc,
  summary: 'Change or stop a follow by email (the page\'s form)',
  // the boxes checked; a value that is not a team id or a kind is dropped
  form: z.object({ action: z.enum(['save', 'stop']), team: z.array(z.string()).default([]), kind: z.array(z.string()).default([]) }),
});

function tokenOf(request: { query: unknown }): string {
  const token = readToken(confirmPageRoute.queryOrNull(request)?.token);
  if (!token) throw badRequest(MAIL_FOLLOW_TEXT.confirmPage.invalid);
  return token;
}

function manageLinkOf(request: { query: unknown }) {
  const query = managePageRoute.queryOrNull(request);
  const link = readManageQuery(query?.f, query?.t);
  if (!link) throw badRequest(MAIL_FOLLOW_TEXT.managePage.invalid);
  return { link, query: `?f=${link.id}&t=${link.signature}` };
}

// The manage page's form: its button and the boxes checked (values that are not ours are dropped).
function manageFormOf(body: unknown): ManageForm {
  if (typeof body !== 'string') throw badRequest(MAIL_FOLLOW_TEXT.managePage.notAForm);
  const fields = new URLSearchParams(body);
  const form = manageFormRoute.formOrNull({ action: fields.get('action') ?? undefined, team: fields.getAll('team'), kind: fields.getAll('kind') });
  if (!form) throw badRequest(MAIL_FOLLOW_TEXT.managePage.notAForm);
  const teamIds = form.team.filter((value) => /^[1-9][0-9]{0,9}$/.test(value)).map(Number);
  const kinds = form.kind.filter((kind) => (MAIL_FOLLOW_KINDS as readonly string[]).includes(kind));
  return { action: form.action, teamIds, kinds };
}

// A link's page (the confirmation's, the manage page's) is one route for its GET and its button's
// POST: the public budget per address, the link read, then what the request or the follow is now.
function confirmRoute(deps: AppDeps, act: (deps: AppDeps, slug: string, token: string) => Promise<ConfirmView>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    limitPublicAddress(deps, request);
    const slug = slugParam(request);
    const token = tokenOf(request);
    const view = await act(deps, slug, token);
    const status = view.kind === 'gone' || view.kind === 'no-teams' ? 410 : 200;
    return reply.code(status).headers(PAGE_HEADERS).send(confirmPage(view, `${mailFollowsPath(slug)}/confirm?token=${token}`));
  };
}

function manageRoute(deps: AppDeps, act: (slug: string, link: ManageLink, request: FastifyRequest) => Promise<ManageOutcome>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    limitPublicAddress(deps, request);
    const slug = slugParam(request);
    const { link, query } = manageLinkOf(request);
    const outcome = await act(slug, link, request);
    const status = outcome.kind === 'gone' ? 410 : outcome.kind === 'form' && outcome.error ? 400 : 200;
    return reply.code(status).headers(PAGE_HEADERS).send(managePage(outcome, `${mailFollowsPath(slug)}/manage${query}`));
  };
}

export function registerMailFollowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const windows = new MailScoreWindows(deps, app.log);
  app.addHook('onClose', () => windows.stop());

  app.post('/api/leagues/:slug/mail-follows', requestRoute.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const slug = slugParam(request);
    const body = requestRoute.body(request);
    return reply.code(202).send(await requestMailFollow(deps, slug, body));
  });

  app.get('/api/leagues/:slug/mail-follows/confirm', confirmPageRoute.options, confirmRoute(deps, showFollowRequest));
  app.get('/api/leagues/:slug/mail-follows/manage', managePageRoute.options, manageRoute(deps, (slug, link) => showManagedFollow(deps, slug, link)));

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

    // the confirmation's button: its form sends nothing the link does not say (the token is in it)
    scope.post('/api/leagues/:slug/mail-follows/confirm', confirmRouteDoc.options, confirmRoute(deps, confirmMailFollow));
    scope.post('/api/leagues/:slug/mail-follows/manage', manageFormRoute.options, manageRoute(deps, (slug, link, request) => changeManagedFollow(deps, slug, link, manageFormOf(request.body))));
  });
}
