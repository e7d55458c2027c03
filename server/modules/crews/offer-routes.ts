// The crew offers' routes without a session (issue 48, decision 071): the pages of the mail's signed
// Accept and Decline links (offer-links.ts) and the timer of reminders and automatic declines
// (remind-offers.ts), started and stopped with the app. A browser is answered pages; any other
// caller's refusal is JSON { message }, as every refusal of /api is. A link that cannot be ours (cut,
// altered) is a 400; one that was ours and no longer answers is a 410 page saying so. The public
// budget per network address counts every request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { PAGE_HEADERS } from '../../http/action-page';
import { HttpError } from '../../http/errors';
import { limitPublicAddress } from '../../http/public-limit';
import { CREW_MAIL_TEXT } from './mail-texts';
import { answerOfferLink, askPage, donePage, problemPage, reasonOf, showOfferLink, type OfferLinkView } from './offer-links';
import { OFFER_LINK_PATHS, offerLinkPath, readOfferLink, type OfferRef } from './offer-mail';
import { OfferTimer } from './remind-offers';

const P = CREW_MAIL_TEXT.page;

// A browser opening the link asks for text/html; a script does not.
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

// The pages' Referrer-Policy is same-origin (as the reset link's): the token goes to no other site,
// and the button's POST still carries this site's Origin, which the CSRF check wants.
const pageReply = (reply: FastifyReply) => reply.headers({ ...PAGE_HEADERS, 'referrer-policy': 'same-origin' });

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, title: string, text: string) {
  if (!wantsPage(request)) throw new HttpError(status, `${title}. ${text}`);
  return pageReply(reply).code(status).send(problemPage(title, text));
}

export function registerOfferLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const answer of ['accept', 'decline'] as const) {
    const path = OFFER_LINK_PATHS[answer];
    const page = async (request: FastifyRequest, reply: FastifyReply, act: (ref: OfferRef) => Promise<OfferLinkView>) => {
      limitPublicAddress(deps, request);
      const query = (request.query ?? {}) as Record<string, unknown>;
      const ref = readOfferLink(deps.sessionSecret, query.offer, query.t);
      if (!ref) return refuse(request, reply, 400, P.invalidTitle, P.invalid);
      let shown: OfferLinkView;
      try {
        shown = await act(ref);
      } catch (err) {
        // a refusal of answerOffer (the league closed...) or of the form (its reason too long)
        if (err instanceof HttpError && err.statusCode < 500) return refuse(request, reply, err.statusCode, P.refusedTitle, err.message);
        throw err;
      }
      if (shown.kind === 'gone') return refuse(request, reply, 410, P.goneTitle, P.gone);
      return pageReply(reply).send(shown.kind === 'ask' ? askPage(ref, shown.game, answer, offerLinkPath(deps.sessionSecret, answer, ref)) : donePage(ref, shown.game, answer));
    };
    app.get(path, (request, reply) => page(request, reply, (ref) => showOfferLink(deps, ref)));
    // The page's button posts a form (application/x-www-form-urlencoded, read only in this scope: the
    // decline's reason). It comes from the page, this site: the CSRF check stays on.
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
      scope.post(path, (request, reply) => page(request, reply, (ref) => answerOfferLink(deps, ref, answer, reasonOf(request.body))));
    });
  }
}

// The offers' reminders and automatic declines run with the app.
export function registerOfferTimer(app: FastifyInstance, deps: AppDeps): void {
  const timer = new OfferTimer(deps, app.log);
  app.addHook('onClose', () => timer.stop());
}
