// Issue 37: the rules profiles. Parse -> authorize -> call -> present. GET public, PATCH admin.
import type { FastifyInstance } from 'fastify';
import { rulesProfileAnswer } from '../../../common/schemas/answers/games';
import { divisionRulesAnswer } from '../../../common/schemas/answers/leagues';
import { divisionRulesBody, leagueRulesBody } from '../../../common/schemas/rules';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { editDivisionRules } from './edit-division-rules';
import { editLeagueRules } from './edit-league-rules';
import { divisionRules, leagueRules } from './read-rules';

const leagueRulesRoute = documented({
  summary: "A league's game rules",
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: "The league's rules profile", json: rulesProfileAnswer } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague },
});
const divisionRulesRoute = documented({
  summary: "A division's game rules",
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: "The league's profile with the division's overrides", json: divisionRulesAnswer } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: 'No such division' },
});

export function registerRulesRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/rules', leagueRulesRoute.options, async (request) => leagueRules(deps, request.user, slugParam(request)));

  app.patch('/api/leagues/:slug/rules', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const slug = slugParam(request);
    const body = parseInput(leagueRulesBody, request.body);
    return editLeagueRules(deps, caller, slug, body);
  });

  app.get('/api/divisions/:id/rules', divisionRulesRoute.options, async (request) => divisionRules(deps, request.user, idParam(request)));

  app.patch('/api/divisions/:id/rules', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(divisionRulesBody, request.body);
    return editDivisionRules(deps, caller, id, body);
  });
}
