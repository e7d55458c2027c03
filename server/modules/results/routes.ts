// The results API (issue 49, decision 081): a final's standing, the coaches' answers, the admin's
// ruling, the coach's home, the league's protests; the pages of the mail's signed links; the timer of
// the protest window. Parse -> authorize -> call -> answer; who may do what is the use cases'
// (common/policies/results.ts). A browser opening a link is answered pages; any other caller's
// refusal is JSON { message }, as every refusal of /api is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROSTER_LIMITS } from '../../../common/rosters/roster';
import { protestBody, rulingBody } from '../../../common/schemas/rosters';
import type { Caller } from '../../auth/actor';
import { callerWhoCan, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { registerLinkPages } from '../../plugins/link-pages';
import { answerResult } from './answer-result';
import { ProtestWindowTimer } from './close-windows';
import { readCoachHome } from './coach-home';
import { listProtests } from './list-protests';
import { readResult } from './read-result';
import { answerResultLink, askPage, donePage, problemPage, reasonOf, showResultLink } from './result-links';
import { readResultLink, RESULT_LINK_PATHS, resultLinkPath } from './result-mail';
import { ruleResult } from './rule-result';
import { RESULTS_TEXT } from './texts';

const signedInCaller = (request: FastifyRequest): Caller => ({ actor: signedIn(request.user), ip: request.ip });

export function registerResultRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/games/:id/result', async (request, reply) => {
    const id = idParam(request);
    const result = await readResult(deps, signedIn(request.user), id);
    return reply.header('cache-control', 'no-store').send(result);
  });

  app.post('/api/games/:id/result/agree', async (request) => {
    const id = idParam(request);
    return answerResult(deps, signedInCaller(request).actor, id, { answer: 'agreed', reason: null });
  });

  app.post('/api/games/:id/result/protest', async (request) => {
    const id = idParam(request);
    const { reason } = parseInput(protestBody, request.body);
    return answerResult(deps, signedInCaller(request).actor, id, { answer: 'protested', reason });
  });

  app.post('/api/games/:id/result/rule', async (request) => {
    const id = idParam(request);
    const body = parseInput(rulingBody, request.body);
    return ruleResult(deps, callerWhoCan(request, 'rule:result'), id, body);
  });

  app.get('/api/coaches/me', async (request, reply) => {
    const home = await readCoachHome(deps, signedIn(request.user));
    return reply.header('cache-control', 'no-store').send(home);
  });

  app.get('/api/leagues/:slug/protests', async (request, reply) => {
    const slug = slugParam(request);
    const protests = await listProtests(deps, signedIn(request.user), slug);
    return reply.header('cache-control', 'no-store').send(protests);
  });
}

// The pages of the mail's Agree and Protest links (plugins/link-pages.ts).
export function registerResultLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLinkPages(app, deps, {
    paths: RESULT_LINK_PATHS,
    query: z.object({ final: z.string().describe('The final: the game, the coach and when it was completed'), t: z.string() }),
    doc: {
      agree: { summary: "A final's Agree link (a team's coach)" },
      protest: { summary: "A final's Protest link (a team's coach)", form: `reason, why the coach protests (required, at most ${ROSTER_LIMITS.reason.max} characters)` },
    },
    read: (query) => readResultLink(deps.sessionSecret, query.final, query.t),
    show: (ref) => showResultLink(deps, ref),
    // the protest's form carries its reason
    act: (ref, answer, form) => answerResultLink(deps, ref, answer, reasonOf(form)),
    askPage: (ref, game, answer) => askPage(game, answer, resultLinkPath(deps.sessionSecret, answer, ref)),
    donePage: (_ref, game, answer) => donePage(game, answer),
    problemPage,
    text: RESULTS_TEXT.page,
  });
}

// The protest window's round runs with the app.
export function registerResultTimer(app: FastifyInstance, deps: AppDeps): void {
  const timer = new ProtestWindowTimer(deps, app.log);
  app.addHook('onClose', () => timer.stop());
}
