// The follows API (issue 38, decision 048): the VAPID public key, and a browser's subscription to
// the Web Push of teams. No sign-in; the writes share the public budget per address, and new follows
// have their own daily limit per address (subscriptions.ts, decision 056). The sender runs with the
// app and stops with it. The follows by email have their routes beside (mail-follow-routes.ts, issue
// 47, decision 062).
import type { FastifyInstance } from 'fastify';
import { pushPublicKeyAnswer, pushSubscriptionAnswer } from '../../../common/schemas/answers/accounts';
import { pushSubscriptionBody, pushUnsubscribeBody, type PushPublicKeyDto } from '../../../common/schemas/push';
import type { AppDeps } from '../../deps';
import { limitPublicAddress } from '../../http/public-limit';
import { documented, REFUSED } from '../../http/route-doc';
import { registerMailFollowRoutes } from './mail-follow-routes';
import { PushSender } from './sender';
import { subscribe, unsubscribe } from './subscriptions';
import { PushKeys } from './vapid';

const publicKey = documented({
  summary: 'The Web Push public key',
  tag: 'follows',
  auth: 'none',
  answers: { 200: { description: "The server's VAPID public key", json: pushPublicKeyAnswer } },
  refusals: {},
});
const subscribeRoute = documented({
  summary: "Follow teams with a browser's push subscription",
  description: "The browser's PushSubscription (its toJSON()) and the teams of one league it follows; sent again, it replaces the teams. New follows per address and day, and followers per team, are limited.",
  tag: 'follows',
  auth: 'none',
  body: pushSubscriptionBody,
  answers: { 201: { description: 'Followed', json: pushSubscriptionAnswer } },
  refusals: {
    400: `${REFUSED.badInput}; the endpoint is not a known push service, the keys are not a browser's, or a team is not the league's`,
    403: 'The subscription exists with other keys (only its holder changes it)',
    404: 'No league has this slug',
    409: 'A team has as many followers as it may',
    429: `${REFUSED.tooMany}, or too many new follows from this address today`,
  },
});
const unsubscribeRoute = documented({
  summary: 'Stop following',
  description: "The subscription's endpoint and its keys.auth: only its holder may delete it.",
  tag: 'follows',
  auth: 'none',
  body: pushUnsubscribeBody,
  answers: { 204: { description: 'No longer followed (or never was)' } },
  refusals: { 400: REFUSED.badInput, 403: 'The auth secret is not the subscription\'s', 429: REFUSED.tooMany },
});

export function registerFollowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const keys = new PushKeys(deps.config);
  const sender = new PushSender(deps, keys, app.log);
  app.addHook('onClose', () => sender.stop());

  app.get('/api/push/public-key', publicKey.options, async (): Promise<PushPublicKeyDto> => ({ publicKey: keys.get().publicKey }));

  app.post('/api/push/subscriptions', subscribeRoute.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    const body = subscribeRoute.body(request);
    return reply.code(201).send(await subscribe(deps, body, request.ip));
  });

  app.delete('/api/push/subscriptions', unsubscribeRoute.options, async (request, reply) => {
    limitPublicAddress(deps, request);
    await unsubscribe(deps, unsubscribeRoute.body(request));
    return reply.code(204).send();
  });

  registerMailFollowRoutes(app, deps);
}
