import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_PERMISSIONS, type ApiKeyDto, type CreatedApiKeyDto } from '@common/schemas/api-keys';
import { copyToClipboard } from '@client/lib/clipboard';
import { apiJson } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { API_KEYS_TEXT } from './texts';

// Spec 7 Import and API keys: the three calls of the page.
const API_KEYS_KEY: QueryKey = ['/api/auth/api-keys'];

export function useApiKeys() {
  return useQuery<ApiKeyDto[]>({ queryKey: API_KEYS_KEY });
}

// Spec 5: permissions sent are read and write. The answer carries fullKey, the one time the server
// ever sends it.
export function useGenerateApiKey() {
  return useApiMutation<string, CreatedApiKeyDto>({
    mutationFn: (name) => apiJson<CreatedApiKeyDto>('POST', '/api/auth/api-keys', { name, permissions: [...API_KEY_PERMISSIONS] }),
    success: () => ({ title: API_KEYS_TEXT.generatedTitle, description: API_KEYS_TEXT.generatedBody }),
    failureTitle: API_KEYS_TEXT.generationFailedTitle,
    failureFallback: API_KEYS_TEXT.generationFailedFallback,
    invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useApiMutation<ApiKeyDto, ApiKeyDto>({
    mutationFn: (key) => apiJson<ApiKeyDto>('DELETE', `/api/auth/api-keys/${encodeURIComponent(key.keyId)}`),
    onSuccess: (revoked) => queryClient.setQueryData<ApiKeyDto[]>(API_KEYS_KEY, (keys) => keys?.map((key) => (key.keyId === revoked.keyId ? revoked : key))),
    success: (revoked) => ({ title: API_KEYS_TEXT.revokedTitle, description: API_KEYS_TEXT.revokedBody(revoked.name) }),
    failureTitle: API_KEYS_TEXT.revocationFailedTitle,
    failureFallback: API_KEYS_TEXT.revocationFailedFallback,
    invalidate: (client) => client.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

// Spec 8: 'Copied' or 'Copy Failed' (the key is shown instead when it fails).
export function copyKey(text: string): Promise<boolean> {
  return copyToClipboard(text, {
    copied: { title: API_KEYS_TEXT.copiedTitle, description: API_KEYS_TEXT.copiedBody },
    failed: { title: API_KEYS_TEXT.copyFailedTitle, description: API_KEYS_TEXT.copyFailedBody },
  });
}
