// The follows API (issue 38, decision 048): the VAPID public key, and a browser's subscription to
// the Web Push of teams. No sign-in; the writes share the public budget per address, and new follows
// have their own daily limit per address (subscriptions.ts, decision 056). The sender runs with the
// app and stops with it. The follows by email have their routes beside (mail-follow-routes.ts, issue
// 47, decision 062).
import type { FastifyInstance } from 'fastify';
import { pushSubscriptionBody, pushUnsubscribeBody, type PushPublicKeyDto } from '../../../common/schemas/push';
import type { AppDeps } from '../../deps';
import { limitPublicAddress } from '../../http/public-limit';
import { parseInput } from '../../http/validate';
import { registerMailFollowRoutes } from './mail-follow-routes';
import { PushSender } from './sender';
import { subscribe, unsubscribe } from './subscriptions';
import { PushKeys } from './vapid';

export function registerFollowRoutes(app: FastifyInstance, deps: AppDeps): void {
  const keys = new PushKeys(deps.config);
  const sender = new PushSender(deps, keys, app.log);
  app.addHook('onClose', () => sender.stop());

  app.get('/api/push/public-key', async (): Promise<PushPublicKeyDto> => ({ publicKey: keys.get().publicKey }));

  app.post('/api/push/subscriptions', async (request, reply) => {
    limitPublicAddress(deps, request);
    const body = parseInput(pushSubscriptionBody, request.body);
    return reply.code(201).send(await subscribe(deps, body, request.ip));
  });

  app.delete('/api/push/subscriptions', async (request, reply) => {
    limitPublicAddress(deps, request);
    await unsubscribe(deps, parseInput(pushUnsubscribeBody, request.body));
    return reply.code(204).send();
  });

  registerMailFollowRoutes(app, deps);
}
