// A team's coaches and their invitations (issue 49, decision 077). Parse -> authorize -> call ->
// present. The invitation's mailed link is answered pages to a browser (its GET the form, its POST
// the account) and JSON { message } to any other caller, as every refusal of /api is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answerOf } from '../../../common/schemas/answers/components';
import { rowIdText } from '../../../common/schemas/base/ids';
import { coachInviteBody } from '../../../common/schemas/rosters';
import { callerWhoCan, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { badRequest, HttpError } from '../../http/errors';
import { idParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { documented, REFUSED } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { tokenOf } from '../accounts/confirm-reset';
import { listCoaches } from './coaches-list';
import { removeCoach } from './coaches-remove';
import { COACH_TEXT, type InvitationProblem } from './coach-texts';
import { acceptInvitation, accountFormOf, readInvitation, type InvitationView } from './invitation-link';
import { donePage, formPage, problemAnswer } from './invitation-pages';
import { addCoach, INVITATION_PATH } from './invite-coach';

const coachParams = z.object({ id: rowIdText, userId: rowIdText });

// What the document says of the invitation's link (http/route-doc.ts); its pages read the token
// through it.
const invitationAnswer = answerOf<InvitationView>()(
  z.strictObject({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    coachRole: z.enum(['head', 'assistant']),
    teamName: z.string(),
    leagueName: z.string(),
    leagueSlug: z.string(),
  }),
);
const invitationDoc = {
  tag: 'links',
  auth: 'linkToken',
  query: z.object({ token: z.string() }),
  refusals: { 400: "This link is not one the league sent, or (POST) the form's fields are not valid", 403: 'The league is not taking new accounts', 409: 'The username is taken', 410: 'The invitation is used, expired or replaced', 429: REFUSED.tooMany },
  refusalPages: true,
} as const;
const invitationPage = documented({
  ...invitationDoc,
  summary: "A coach's invitation link",
  answers: { 200: { description: 'The account form (a browser), or the invitation (a script)', content: 'text/html', json: invitationAnswer } },
});
const invitationForm = documented({
  ...invitationDoc,
  summary: "Accept a coach's invitation (the page's form)",
  description: "The form's fields (application/x-www-form-urlencoded from the page, or JSON): username, password, firstName and lastName (the invitation's names when left empty). The account is a coach of the league, linked to the team; it signs in on the league's login page.",
  answers: { 201: { description: 'The account: the done page (a browser), or its username and login page (a script)', content: 'text/html', json: z.strictObject({ username: z.string(), loginPath: z.string() }) } },
});

// A browser opening the link asks for text/html; a script does not.
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

// Referrer-Policy same-origin (as the reset link's): the token goes to no other site, and the form's
// POST still carries this site's Origin, which the CSRF check wants.
const pageReply = (reply: FastifyReply) => reply.headers({ ...PAGE_HEADERS, 'referrer-policy': 'same-origin' });

function refuse(request: FastifyRequest, reply: FastifyReply, problem: InvitationProblem) {
  const answer = problemAnswer(problem);
  if (!wantsPage(request)) throw new HttpError(answer.status, answer.message);
  return pageReply(reply).code(answer.status).send(answer.html);
}

export function registerCoachRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/teams/:id/coaches', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listCoaches(deps, signedIn(request.user), idParam(request));
  });

  app.post('/api/teams/:id/coaches', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(coachInviteBody, request.body);
    return reply.code(201).send(await addCoach(deps, caller, id, body));
  });

  app.delete('/api/teams/:id/coaches/:userId', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const { id, userId } = parseInput(coachParams, request.params);
    await removeCoach(deps, caller, id, userId);
    return reply.code(204).send();
  });

  // The mailed link: the token rides in the address (the log keeps no query value).
  app.get(INVITATION_PATH, invitationPage.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const token = tokenOf(invitationPage.queryOrNull(request));
    const found = await readInvitation(deps, token);
    if (!found.ok) return refuse(request, reply, found.problem);
    if (!wantsPage(request)) return reply.header('cache-control', 'no-store').send(found.view);
    return pageReply(reply).send(formPage(found.view, `${INVITATION_PATH}?token=${token}`));
  });

  // The page's form posts application/x-www-form-urlencoded (read only in this scope); a script may
  // post JSON. It comes from the page, this site: the CSRF check stays on.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    scope.post(INVITATION_PATH, invitationForm.options, async (request, reply) => {
      limitPublicAddress(deps, request);
      const token = tokenOf(invitationForm.queryOrNull(request));
      const fields = accountFormOf(request.body);
      if (!fields) throw badRequest(COACH_TEXT.page.notAForm);
      const done = await acceptInvitation(deps, token, fields, request.ip);
      if (!done.ok && 'problem' in done) return refuse(request, reply, done.problem);
      if (!done.ok) {
        if (!wantsPage(request)) throw new HttpError(done.status, Object.values(done.errors).join('; '));
        return pageReply(reply).code(done.status).send(formPage(done.view, `${INVITATION_PATH}?token=${token}`, done.form, done.errors));
      }
      const loginPath = `/${done.leagueSlug}/login`;
      if (!wantsPage(request)) return reply.code(201).send({ username: done.username, loginPath });
      return pageReply(reply).code(201).send(donePage(done.username, done.teamName, loginPath));
    });
  });
}
