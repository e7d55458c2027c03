// The crew offers' routes without a session (issue 48, decision 071): the pages of the mail's signed
// Accept and Decline links (offer-links.ts) and the timer of reminders and automatic declines
// (remind-offers.ts), started and stopped with the app. The pages' rules are plugins/link-pages.ts'.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CREW_LIMITS } from '../../../common/crews/crew';
import type { AppDeps } from '../../deps';
import { registerLinkPages } from '../../plugins/link-pages';
import { CREW_MAIL_TEXT } from './mail-texts';
import { answerOfferLink, askPage, donePage, problemPage, reasonOf, showOfferLink } from './offer-links';
import { OFFER_LINK_PATHS, offerLinkPath, readOfferLink } from './offer-mail';
import { OfferTimer } from './remind-offers';

export function registerOfferLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLinkPages(app, deps, {
    paths: OFFER_LINK_PATHS,
    query: z.object({ offer: z.string().describe('The offer: the game, the crew position, the referee and when it was offered'), t: z.string() }),
    doc: {
      accept: { summary: "A crew offer's Accept link" },
      decline: { summary: "A crew offer's Decline link", form: `reason, why the referee declines (optional, at most ${CREW_LIMITS.declineReason.max} characters)` },
    },
    read: (query) => readOfferLink(deps.sessionSecret, query.offer, query.t),
    show: (ref) => showOfferLink(deps, ref),
    // the decline's form carries its reason
    act: (ref, answer, form) => answerOfferLink(deps, ref, answer, reasonOf(form)),
    askPage: (ref, game, answer) => askPage(ref, game, answer, offerLinkPath(deps.sessionSecret, answer, ref)),
    donePage,
    problemPage,
    text: CREW_MAIL_TEXT.page,
  });
}

// The offers' reminders and automatic declines run with the app.
export function registerOfferTimer(app: FastifyInstance, deps: AppDeps): void {
  const timer = new OfferTimer(deps, app.log);
  app.addHook('onClose', () => timer.stop());
}
