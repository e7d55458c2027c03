// The pages of a mailed signed link (issue 48: a crew offer's Accept and Decline; issue 49: a final's
// Agree and Protest). Its GET shows what it would do and a button, and changes nothing (a mail
// scanner opens links); the button's POST does it. The form is read only in that scope, and it comes
// from this site's page: the CSRF check stays on. A browser is answered pages; any other caller's
// refusal is JSON { message }, as every refusal of /api is. A link that cannot be ours (cut, altered)
// is a 400; one that was ours and no longer answers is a 410 page saying so. The public budget per
// network address counts every request. Used by the modules' routes only (decision 034).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { PAGE_HEADERS } from '../http/action-page';
import { HttpError } from '../http/errors';
import { limitPublicAddress } from '../http/public-limit';

export type LinkView<G> = { kind: 'ask' | 'done'; game: G } | { kind: 'gone' };

export type LinkPages<A extends string, R, G> = {
  paths: Record<A, string>;
  // the link's reference from its query (null: not one of ours)
  read: (query: Record<string, unknown>) => R | null;
  show: (ref: R) => Promise<LinkView<G>>;
  act: (ref: R, answer: A, form: unknown) => Promise<LinkView<G>>;
  askPage: (ref: R, game: G, answer: A) => string;
  donePage: (ref: R, game: G, answer: A) => string;
  problemPage: (title: string, text: string) => string;
  text: { invalidTitle: string; invalid: string; refusedTitle: string; goneTitle: string; gone: string };
};

// A browser opening the link asks for text/html; a script does not.
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

// Referrer-Policy same-origin (as the reset link's): the token goes to no other site, and the
// button's POST still carries this site's Origin, which the CSRF check wants.
const pageReply = (reply: FastifyReply) => reply.headers({ ...PAGE_HEADERS, 'referrer-policy': 'same-origin' });

export function registerLinkPages<A extends string, R, G>(app: FastifyInstance, deps: Pick<AppDeps, 'limiters'>, pages: LinkPages<A, R, G>): void {
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, title: string, text: string) => {
    if (!wantsPage(request)) throw new HttpError(status, `${title}. ${text}`);
    return pageReply(reply).code(status).send(pages.problemPage(title, text));
  };
  const page = async (request: FastifyRequest, reply: FastifyReply, answer: A, act: (ref: R) => Promise<LinkView<G>>) => {
    limitPublicAddress(deps, request);
    const ref = pages.read((request.query ?? {}) as Record<string, unknown>);
    if (!ref) return refuse(request, reply, 400, pages.text.invalidTitle, pages.text.invalid);
    let shown: LinkView<G>;
    try {
      shown = await act(ref);
    } catch (err) {
      // the use case's refusal (the league closed...) or the form's (its reason too long)
      if (err instanceof HttpError && err.statusCode < 500) return refuse(request, reply, err.statusCode, pages.text.refusedTitle, err.message);
      throw err;
    }
    if (shown.kind === 'gone') return refuse(request, reply, 410, pages.text.goneTitle, pages.text.gone);
    return pageReply(reply).send(shown.kind === 'ask' ? pages.askPage(ref, shown.game, answer) : pages.donePage(ref, shown.game, answer));
  };
  for (const answer of Object.keys(pages.paths) as A[]) {
    const path = pages.paths[answer];
    app.get(path, (request, reply) => page(request, reply, answer, (ref) => pages.show(ref)));
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => done(null, body));
      scope.post(path, (request, reply) => page(request, reply, answer, (ref) => pages.act(ref, answer, request.body)));
    });
  }
}
