import { type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import type { LeagueDto } from '@common/schemas/league';
import type { CreatedWebhookDto, UpdateWebhookBody, WebhookDeliveriesDto, WebhookDeliveryDto, WebhookDto } from '@common/schemas/webhooks';
import { apiJson, apiRequest } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import type { WebhookRequest } from './webhook-form';
import { refreshAfter } from './webhook-display';
import { WEBHOOKS_TEXT as T } from './texts';

// Issue 50: the calls of an API key's webhooks (server/modules/webhooks), by the key's numeric id.
const base = (apiKeyId: number) => `/api/api-keys/${apiKeyId}/webhooks`;

// Every read of a key's webhooks (the list and each log) starts with this key, so one invalidation reloads them all.
function webhooksKey(apiKeyId: number): QueryKey {
  return ['/api/api-keys', apiKeyId, 'webhooks'];
}

function reloadKey(apiKeyId: number) {
  return (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: webhooksKey(apiKeyId) });
}

export function useWebhooks(apiKeyId: number) {
  return useQuery<WebhookDto[]>({ queryKey: webhooksKey(apiKeyId) });
}

// The leagues a webhook may be limited to (the super admin's list, the admin dashboard's read).
export function useLeagueList() {
  return useQuery<LeagueDto[]>({ queryKey: ['/api/leagues'] });
}

// The answer carries the signing secret, the one time the server ever sends it.
export function useCreateWebhook(apiKeyId: number) {
  return useApiMutation<WebhookRequest, CreatedWebhookDto>({
    mutationFn: (body) => apiJson<CreatedWebhookDto>('POST', base(apiKeyId), body),
    success: () => ({ title: T.addedTitle, description: T.addedBody }),
    failureTitle: T.addFailedTitle,
    invalidate: reloadKey(apiKeyId),
  });
}

type Update = { webhook: WebhookDto; body: UpdateWebhookBody };

// Edit, Pause, Turn on and Turn back on: one PATCH, its toast saying which.
export function useUpdateWebhook(apiKeyId: number) {
  return useApiMutation<Update, WebhookDto>({
    mutationFn: ({ webhook, body }) => apiJson<WebhookDto>('PATCH', `${base(apiKeyId)}/${webhook.id}`, body),
    success: (_answer, { body }) => ({ title: body.active === false ? T.pausedTitle : body.active === true ? T.turnedOnTitle : T.savedTitle }),
    failureTitle: T.saveFailedTitle,
    invalidate: reloadKey(apiKeyId),
  });
}

export function useDeleteWebhook(apiKeyId: number) {
  return useApiMutation<WebhookDto>({
    mutationFn: (webhook) => apiRequest('DELETE', `${base(apiKeyId)}/${webhook.id}`),
    success: () => ({ title: T.removedTitle }),
    failureTitle: T.removeFailedTitle,
    invalidate: reloadKey(apiKeyId),
  });
}

// Queued by the server (202): the open log reloads and follows it until it is delivered or retrying.
export function useSendTestEvent(apiKeyId: number) {
  return useApiMutation<WebhookDto, WebhookDeliveryDto>({
    mutationFn: (webhook) => apiJson<WebhookDeliveryDto>('POST', `${base(apiKeyId)}/${webhook.id}/test`),
    success: () => ({ title: T.testQueuedTitle, description: T.testQueuedBody }),
    failureTitle: T.testFailedTitle,
    invalidate: reloadKey(apiKeyId),
  });
}

// A page of a webhook's log (before: the nextBefore of the page above it; null: the newest). The
// newest page asks again while a delivery is on its way (refreshAfter), and its answer reloads the
// list, whose last delivery it may have changed.
export function deliveriesQuery(apiKeyId: number, webhookId: number, before: number | null, queryClient: QueryClient) {
  const path = `${base(apiKeyId)}/${webhookId}/deliveries${before === null ? '' : `?before=${before}`}`;
  return {
    queryKey: [...webhooksKey(apiKeyId), webhookId, 'deliveries', before],
    queryFn: async () => {
      const page = await apiJson<WebhookDeliveriesDto>('GET', path);
      if (before === null) void queryClient.invalidateQueries({ queryKey: webhooksKey(apiKeyId), exact: true });
      return page;
    },
    refetchInterval: before === null ? (query: { state: { data?: WebhookDeliveriesDto } }) => refreshAfter(query.state.data?.deliveries ?? [], Date.now()) : false,
  } as const;
}
