import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/use-toast';
import { showFailure } from '@client/lib/failure-toast';

type ApiMutation<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  // spec 8: the failure toast's title (or one read from the error), and its text when the server gives none
  failureTitle: string | ((error: unknown) => string);
  failureFallback?: string | ((error: unknown) => string);
  // the success toast, if the write has one (null: none this time, a preview's)
  success?: (result: Result, variables: Variables) => { title: string; description?: string } | null;
  onSuccess?: (result: Result, variables: Variables) => void;
  // What to reload afterwards, whether the call succeeded or not (a refusal may mean our copy is old).
  invalidate?: (queryClient: QueryClient, failed: boolean, variables: Variables) => Promise<unknown>;
  // The screen answers every refusal itself, a 401 included (the sign-in forms: a refused login is an
  // answer to show, not a session to end), so the forced paths (app/query-client.ts) leave it be.
  ownsSessionErrors?: boolean;
};

// The one way a screen writes: call, toast the outcome (spec 8), reload what changed. The cache
// never goes stale by itself (spec 9), so every write says what to reload.
export function useApiMutation<Variables, Result = unknown>({ mutationFn, failureTitle, failureFallback, success, onSuccess, invalidate, ownsSessionErrors = false }: ApiMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables>({
    mutationFn,
    meta: ownsSessionErrors ? { skipForcedPaths: true } : undefined,
    onSuccess: (result, variables) => {
      const shown = success?.(result, variables);
      if (shown) toast(shown);
      onSuccess?.(result, variables);
    },
    onError: (error) => showFailure(typeof failureTitle === 'function' ? failureTitle(error) : failureTitle, error, failureFallback, { ownsSessionErrors }),
    onSettled: (_result, error, variables) => invalidate?.(queryClient, error !== null, variables),
  });
}
