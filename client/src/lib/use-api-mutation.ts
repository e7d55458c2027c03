import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/use-toast';
import { showFailure } from '@client/lib/failure-toast';

type ApiMutation<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  // spec 8: the failure toast's title (or one read from the error), and its text when the server gives none
  failureTitle: string | ((error: unknown) => string);
  failureFallback?: string | ((error: unknown) => string);
  success?: (result: Result, variables: Variables) => { title: string; description?: string };
  onSuccess?: (result: Result, variables: Variables) => void;
  // What to reload afterwards, whether the call succeeded or not (a refusal may mean our copy is old).
  invalidate?: (queryClient: QueryClient, failed: boolean) => Promise<unknown>;
};

// The one way a screen writes: call, toast the outcome (spec 8), reload what changed. The cache
// never goes stale by itself (spec 9), so every write says what to reload.
export function useApiMutation<Variables, Result = unknown>({ mutationFn, failureTitle, failureFallback, success, onSuccess, invalidate }: ApiMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables>({
    mutationFn,
    onSuccess: (result, variables) => {
      if (success) toast(success(result, variables));
      onSuccess?.(result, variables);
    },
    onError: (error) => showFailure(typeof failureTitle === 'function' ? failureTitle(error) : failureTitle, error, failureFallback),
    onSettled: (_result, error) => invalidate?.(queryClient, error !== null),
  });
}
