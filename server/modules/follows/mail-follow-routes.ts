// The follows by email (issue 47, decision 062): the request (no sign-in; the public budget per
// network address, and the confirmation mails' own daily count per email address), the confirmation
// link's page and its button's POST, the manage link's page and its POST. A link that cannot be
// ours (malformed, or a manage link whose signature does not fit) is a 400 with a message, as the
// unsubscribe link's; a link that was ours and no longer works is a page saying so (410), since a
// person opened it. The pages' forms are same-site POSTs of application/x-www-form-urlencoded, which
// this scope alone reads (a few hundred bytes: checkboxes and a button), and no session is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAIL_FOLLOW_KINDS, mailFollowBody } from '../../../common/schemas/mail-follows';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { badRequest } from '../../http/errors';
import { slugParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { parseInput } from '../../http/validate';
import { confirmMailFollow, showFollowRequest, type ConfirmView } from './confirm-mail-follow';
import { mailFollowsPath, readManageQuery, readToken } from './mail-follow-links';
import { confirmPage, managePage } from './mail-follow-pages';
import { MailScoreWindows } from './mail-score-windows';
import { changeManagedFollow, showManagedFollow, type ManageForm, type ManageLink, type ManageOutcome } from './manage-mail-follow';
import { requestMailFollow } from './request-mail-follow';
import { MAIL_FOLLOW_TEXT } from './texts';

type Query = { query: unknown };
const queryOf = (request: Query) => (request.query ?? {}) as Record<string, unknown>;

function tokenOf(request: Query): string {
  const token = readToken(queryOf(request).token);
  if (!token) throw badRequest(MAIL_FOLLOW_TEXT.confirmPage.invalid);
  return token;
}

function manageLinkOf(request: Query) {
  const { f, t } = queryOf(request);
  const link = readManageQuery(f, t);
  if (!link) throw badRequest(MAIL_FOLLOW_TEXT.managePage.invalid);
  return { link, query: `?f=${link.id}&t=${link.signature}` };
}

// The manage page's form: its button and the boxes checked (values that are not ours are dropped).
function manageFormOf(body: unknown): ManageForm {
  if (typeof body !== 'string') throw badRequest(MAIL_FOLLOW_TEXT.managePage.notAForm);
  const form = new URLSearchParams(body);
  const action = form.get('action');
  if (action !== 'save' && action !== 'stop') throw badRequest(MAIL_FOLLOW_TEXT.managePage.notAForm);
  const teamIds = form
    .getAll('team')
    .filter((value) => /^[1-9][0-9]{0,9}$/.test(value))
    .map(Number);
  const kinds = form.getAll('kind').filter((kind) => (MAIL_FOLLOW_KINDS as readonly string[]).includes(kind));
  return { action, teamIds, kinds };
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

  app.post('/api/leagues/:slug/mail-follows', async (request, reply) => {
    limitPublicAddress(deps, request);
    const slug = slugParam(request);
    const body = parseInput(mailFollowBody, request.body);
    return reply.code(202).send(await requestMailFollow(deps, slug, body));
  });

  app.get('/api/leagues/:slug/mail-follows/confirm', confirmRoute(deps, showFollowRequest));
  app.get('/api/leagues/:slug/mail-follows/manage', manageRoute(deps, (slug, link) => showManagedFollow(deps, slug, link)));

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

    // the confirmation's button: its form sends nothing the link does not say (the token is in it)
    scope.post('/api/leagues/:slug/mail-follows/confirm', confirmRoute(deps, confirmMailFollow));
    scope.post('/api/leagues/:slug/mail-follows/manage', manageRoute(deps, (slug, link, request) => changeManagedFollow(deps, slug, link, manageFormOf(request.body))));
  });
}
