// Issue 48: the game's report (decision 073). Parse -> authorize -> call -> answer; who files, reads and
// reviews is common/policies/reports.ts, asserted by the use cases.
import type { FastifyInstance } from 'fastify';
import { reportBody, reportListQuery, reportReturnBody } from '../../../common/schemas/crews';
import { actorWhoCan, callerWhoCan, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { approveReport } from './approve-report';
import { fileReport } from './file-report';
import { listReports } from './list-reports';
import { readReport } from './read-report';
import { returnReport } from './return-report';

export function registerGameReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/games/:id/report', async (request, reply) => {
    const id = idParam(request);
    const body = parseInput(reportBody, request.body);
    return reply.header('cache-control', 'no-store').send(await fileReport(deps, signedIn(request.user), id, body));
  });
  app.get('/api/games/:id/report', async (request, reply) => {
    const id = idParam(request);
    return reply.header('cache-control', 'no-store').send(await readReport(deps, signedIn(request.user), id));
  });
  app.post('/api/games/:id/report/approve', async (request, reply) => {
    const caller = callerWhoCan(request, 'review:game-report');
    const id = idParam(request);
    return reply.header('cache-control', 'no-store').send(await approveReport(deps, caller, id));
  });
  app.post('/api/games/:id/report/return', async (request, reply) => {
    const caller = callerWhoCan(request, 'review:game-report');
    const id = idParam(request);
    const body = parseInput(reportReturnBody, request.body);
    return reply.header('cache-control', 'no-store').send(await returnReport(deps, caller, id, body.reason));
  });
  app.get('/api/leagues/:slug/reports', async (request, reply) => {
    const actor = actorWhoCan(request.user, 'review:game-report');
    const query = parseInput(reportListQuery, request.query);
    return reply.header('cache-control', 'no-store').send(await listReports(deps, actor, slugParam(request), query.state));
  });
}
