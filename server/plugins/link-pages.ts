// The pages of a mailed signed link (issue 48: a crew offer's Accept and Decline; issue 49: a final's
// Agree and Protest). Its GET shows what it would do and a button, and changes nothing (a mail
// scanner opens links); the button's POST does it. The form is read only in that scope, and it comes
// from this site's page: the CSRF check stays on. A browser is answered pages; any other caller's
// refusal is JSON { message }, as every refusal of /api is. A link that cannot be ours (cut, altered)
// is a 400; one that was ours and no longer answers is a 410 page saying so. The public budget per
// network address counts every request. Used by the modules' routes only (decision 034).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { PAGE_HEADERS } from '../http/action-page';
import { HttpError } from '../http/errors';
import { limitPublicAddress } from '../http/public-limit';
import { documented, REFUSED } from '../http/route-doc';

export type LinkView<G> = { kind: 'ask' | 'done'; game: G } | { kind: 'gone' };

export type LinkPages<A extends string, R, G> = {
  paths: Record<A, string>;
  // the link's query as the API's document says it (the signature in `t`, decision 083); a query it
  // does not describe is no link of ours
  query: z.ZodObject<{ t: z.ZodString }>;
  // what each answer's link is for, and its page's form (if any), in the document
  doc: Record<A, { summary: string; form?: string }>;
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
  const routes = (answer: A) => {
    const doc = {
      tag: 'links',
      auth: 'linkSignature',
      query: pages.query,
      answers: { 200: { description: 'The page: what the link does, with its button (GET), or that it is done (POST)', content: 'text/html' } },
      refusals: {
        400: 'This link is not one the league sent (cut or altered), or the form is not the page\'s',
        403: REFUSED.suspended,
        409: 'What the link answers can no longer be answered so',
        410: 'The link no longer answers (already answered, or what it offered changed)',
        429: REFUSED.tooMany,
      },
      refusalPages: true,
    } as const;
    const { summary, form } = pages.doc[answer];
    return {
      get: documented({ ...doc, summary }),
      post: documented({ ...doc, summary: `${summary}: the page's button`, description: form ? `The page's form (application/x-www-form-urlencoded): ${form}.` : "The page's button posts an empty form." }),
    };
  };
  const page = async (request: FastifyRequest, reply: FastifyReply, answer: A, route: { queryOrNull(request: { query: unknown }): Record<string, unknown> | null }, act: (ref: R) => Promise<LinkView<G>>) => {
    limitPublicAddress(deps, request);
    const query = route.queryOrNull(request);
    const ref = query ? pages.read(query) : null;
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
    const { get, post } = routes(answer);
    app.get(path, get.options, (request, reply) => page(request, reply, answer, get, (ref) => pages.show(ref)));
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => done(null, body));
      scope.post(path, post.options, (request, reply) => page(request, reply, answer, post, (ref) => pages.act(ref, answer, request.body)));
    });
  }
}
