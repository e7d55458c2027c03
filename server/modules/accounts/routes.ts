import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noticeAnswer, registeredAnswer, userAnswer } from '../../../common/schemas/answers/accounts';
import { loginBody, registerBody, resetPasswordBody } from '../../../common/schemas/auth';
import { leagueSlugFromPath, safeReturnPath, slugProblem } from '../../../common/slug';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { HttpError } from '../../http/errors';
import { limitPublicAddress } from '../../http/public-limit';
import { documented, REFUSED } from '../../http/route-doc';
import { signedIn } from '../../auth/policy';
import { endSession, startSession } from '../../plugins/session';
import { authenticate } from './authenticate';
import { presentSignedIn } from './present';
import { register } from './register';
import { confirmPasswordReset, readResetLink, tokenOf, type ResetLinkProblem } from './confirm-reset';
import { RESET_CONFIRM_PATH, requestPasswordReset } from './reset-password';
import { askPage, donePage, problemAnswer } from './reset-pages';

const CLEAR_AT_LOGOUT = '"cache", "storage"';

const loginRedirectQuery = z.object({
  returnTo: z.string().optional(),
  leagueSlug: z.string().optional(),
});

// What the document says of these routes (http/route-doc.ts); each reads its input through it.
const SESSION_COOKIE = 'The session cookie (ffl_session; HttpOnly, SameSite=Lax) the product\'s screens use';
const THROTTLED = 'Too many tries for this account or from this address: try again after Retry-After seconds';
const loginRoute = documented({
  summary: 'Sign in',
  description: "Starts a session (a cookie) for the product's own screens; an integration uses an API key instead. leagueSlug: the league whose login page this is (an account of another league is refused).",
  tag: 'accounts',
  auth: 'none',
  body: loginBody,
  answers: { 200: { description: 'Signed in', json: userAnswer, headers: { 'set-cookie': SESSION_COOKIE } } },
  refusals: { 400: REFUSED.badInput, 401: 'The username or password is wrong', 403: 'The account waits for approval, belongs to another league, or its league is suspended', 404: 'No league has this slug', 429: THROTTLED },
});
const logoutRoute = documented({
  summary: 'Sign out',
  description: 'Ends the session of the cookie sent (if any), and asks the browser to drop what it kept of it.',
  tag: 'accounts',
  auth: 'none',
  answers: { 204: { description: 'Signed out', headers: { 'clear-site-data': 'The cache and storage of the product\'s pages', 'set-cookie': 'The session cookie, cleared' } } },
  refusals: {},
});
const registerRoute = documented({
  summary: 'Register an account',
  description: "A fan account of the league, which may sign in at once, or (registerAsReferee) a referee account that waits for an admin's approval. No session is started.",
  tag: 'accounts',
  auth: 'none',
  body: registerBody,
  answers: { 201: { description: 'Registered', json: registeredAnswer } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: 'No league has this slug', 409: 'The username is taken, or the league is archived', 429: THROTTLED },
});
const resetRoute = documented({
  summary: 'Ask for a new password',
  description: 'Mails the account a link that sets the new password once opened; the same answer whatever matched.',
  tag: 'accounts',
  auth: 'none',
  body: resetPasswordBody,
  answers: { 200: { description: 'Asked (the same answer whatever matched)', json: noticeAnswer } },
  refusals: { 400: REFUSED.badInput, 429: THROTTLED },
});
const resetLinkDoc = {
  tag: 'links',
  auth: 'linkToken',
  query: z.object({ token: z.string() }),
  refusals: { 400: 'This link is not one the league sent', 403: "The account or its league is not one this link serves", 410: 'The link is used, expired or replaced by a newer one', 429: REFUSED.tooMany },
  refusalPages: true,
} as const;
const resetLinkPage = documented({ ...resetLinkDoc, summary: 'A password reset link', answers: { 200: { description: 'The page: whose password it sets, with a button', content: 'text/html' } } });
const resetLinkButton = documented({
  ...resetLinkDoc,
  summary: 'Set the new password (the page\'s button)',
  description: "The page's button posts an empty form: the link is the credential.",
  answers: { 200: { description: 'The page: the password is set, with the way to sign in', content: 'text/html' } },
});
const loginRedirect = documented({
  summary: 'The sign-in page of a league',
  description: 'Redirects a browser to the login page of the league asked for (else the return path\'s, else the general one), carrying a return path on this site.',
  tag: 'accounts',
  auth: 'none',
  query: loginRedirectQuery,
  answers: { 302: { description: 'To the login page', headers: { location: '/{slug}/login or /login, with ?returnTo= when given' } } },
  refusals: { 400: REFUSED.badInput },
});

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/login', loginRoute.options, async (request, reply) => {
    const body = loginRoute.body(request);
    const user = await authenticate(deps, body, request.ip);
    await startSession(deps, request, reply, user.id);
    return presentSignedIn(user);
  });

  app.post('/api/logout', logoutRoute.options, async (request, reply) => {
    await endSession(deps, request, reply);
    // Decision 043: the browser drops what this user left on the device (the service worker's copies,
    // IndexedDB, the worker itself); the cookie is already cleared above.
    reply.header('clear-site-data', CLEAR_AT_LOGOUT);
    return reply.code(204).send();
  });

  app.get('/api/user', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return presentSignedIn(signedIn(request.user));
  });

  app.post('/api/register', registerRoute.options, async (request, reply) => {
    const body = registerRoute.body(request);
    const result = await register(deps, { user: request.user, ip: request.ip }, body);
    return reply.code(201).send(result);
  });

  // The spec's form: one answer whether or not anything matched, and what a match does runs once
  // the answer has left, so its time tells nothing (decision 065). A close waits for what still runs.
  const followUps = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...followUps]);
  });
  app.post('/api/reset-password', resetRoute.options, async (request, reply) => {
    const body = resetRoute.body(request);
    const { answer, followUp } = await requestPasswordReset(deps, { user: request.user, ip: request.ip }, body);
    if (followUp) afterAnswer(reply, followUps, () => followUp().catch((err: unknown) => request.log.error({ err }, 'password reset request not stored')));
    return answer;
  });

  // The mailed link (decision 065): its GET asks, with a button; the button's POST sets the password.
  // A browser is answered pages; any other caller (no text/html in Accept) JSON { message }, as every
  // refusal of /api is. The token rides in the address (the log keeps no query value). The pages'
  // Referrer-Policy is same-origin, not no-referrer: the token goes to no other site, and the
  // button's POST still carries this site's Origin (under no-referrer a browser sends `Origin: null`,
  // which the CSRF check refuses).
  const pageReply = (reply: FastifyReply) => reply.headers({ ...PAGE_HEADERS, 'referrer-policy': 'same-origin' });
  const refuse = (request: FastifyRequest, reply: FastifyReply, problem: ResetLinkProblem) => {
    const answer = problemAnswer(problem);
    if (!wantsPage(request)) throw new HttpError(answer.status, answer.message);
    return pageReply(reply).code(answer.status).send(answer.html);
  };

  app.get(RESET_CONFIRM_PATH, resetLinkPage.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const token = tokenOf(resetLinkPage.queryOrNull(request));
    const link = await readResetLink(deps, token);
    if (!link.ok) return refuse(request, reply, link.problem);
    return pageReply(reply).send(askPage(link, `${RESET_CONFIRM_PATH}?token=${token}`));
  });

  // The page's button posts an empty form (application/x-www-form-urlencoded, read only in this
  // scope and not used: the link is the credential). It comes from the page, this site: the CSRF
  // check stays on.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.post(RESET_CONFIRM_PATH, resetLinkButton.options, async (request, reply) => {
      limitPublicAddress(deps, request);
      const done = await confirmPasswordReset(deps, tokenOf(resetLinkButton.queryOrNull(request)), request.ip);
      if (!done.ok) return refuse(request, reply, done.problem);
      return pageReply(reply).send(donePage(done.leagueSlug ? `/${done.leagueSlug}/login` : '/login'));
    });
  });

  // Spec 7: the browser sign-in redirect, to the login page of the league the return path is in.
  app.get('/api/login', loginRedirect.options, async (request, reply) => {
    const query = loginRedirect.query(request);
    const returnTo = safeReturnPath(query.returnTo) ?? safeReturnPath(request.headers.referer && pathOf(request.headers.referer));
    // the league asked for, else the return path's; only a slug that could name a league goes into
    // the address (one of any length would make the answer's Location as long as the request's query)
    const slug = [query.leagueSlug?.toLowerCase(), returnTo ? leagueSlugFromPath(returnTo) : null].find((candidate) => candidate && slugProblem(candidate) === null);
    const loginPath = slug ? `/${slug}/login` : '/login';
    const target = returnTo ? `${loginPath}?returnTo=${encodeURIComponent(returnTo)}` : loginPath;
    return reply.redirect(target, 302);
  });
}

function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

// Runs `work` once the answer is handed to the system ('finish'), or the caller left first ('close'),
// and keeps it in `running` until it ends.
function afterAnswer(reply: FastifyReply, running: Set<Promise<void>>, work: () => Promise<void>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const task: Promise<void> = work().finally(() => running.delete(task));
    running.add(task);
  };
  reply.raw.once('finish', start).once('close', start);
}

// A browser opening the link asks for text/html; a script or the property test does not.
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(String(request.headers.accept ?? ''));
}
