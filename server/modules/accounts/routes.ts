import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginBody, registerBody, resetPasswordBody } from '../../../common/schemas/auth';
import { leagueSlugFromPath, safeReturnPath, slugProblem } from '../../../common/slug';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../http/validate';
import { signedIn } from '../../auth/policy';
import { endSession, startSession } from '../../plugins/session';
import { authenticate } from './authenticate';
import { presentSignedIn } from './present';
import { register } from './register';
import { resetPassword } from './reset-password';

const CLEAR_AT_LOGOUT = '"cache", "storage"';

const loginRedirectQuery = z.object({
  returnTo: z.string().optional(),
  leagueSlug: z.string().optional(),
});

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/login', async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const user = await authenticate(deps, body, request.ip);
    await startSession(deps, request, reply, user.id);
    return presentSignedIn(user);
  });

  app.post('/api/logout', async (request, reply) => {
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

  app.post('/api/register', async (request, reply) => {
    const body = parseInput(registerBody, request.body);
    const result = await register(deps, { user: request.user, ip: request.ip }, body);
    return reply.code(201).send(result);
  });

  app.post('/api/reset-password', async (request) => {
    const body = parseInput(resetPasswordBody, request.body);
    return resetPassword(deps, { user: request.user, ip: request.ip }, body);
  });

  // Spec 7: the browser sign-in redirect, to the login page of the league the return path is in.
  app.get('/api/login', async (request, reply) => {
    const query = parseInput(loginRedirectQuery, request.query);
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
