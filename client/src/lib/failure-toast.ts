import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@client/lib/use-toast';
import { isAssignedLeagueError, isUnauthorizedError, serverMessage } from './api-errors';

type Fallback = string | ((error: unknown) => string);

// The text under the title: the server's sentence, else the fallback the spec gives (or the text a
// screen's own rule reads from the error: the import's). Null for the errors that end the session:
// they belong to the forced paths (app/query-client.ts), which show their own toast; but a screen
// that answers every failure itself (the sign-in forms: a refused login is a 401) shows them too.
function failureDescription(error: unknown, fallback: Fallback, ownsSessionErrors = false): string | null {
  if (!ownsSessionErrors && (isUnauthorizedError(error) || isAssignedLeagueError(error))) return null;
  return typeof fallback === 'function' ? fallback(error) : serverMessage(error, fallback);
}

function toastFailure(title: string, description: string): void {
  toast({ variant: 'destructive', title, description: description && description !== title ? description : undefined });
}

// The one failure toast (spec 8), titled with the spec's text: a refused call (the error), or a
// refusal of the screen's own before any call (error null: the fallback is the whole text).
export function showFailure(title: string, error: unknown, fallback: Fallback = '', { ownsSessionErrors = false } = {}): void {
  const description = failureDescription(error, fallback, ownsSessionErrors);
  if (description !== null) toastFailure(title, description);
}

// A read that fails shows one toast per failure; a read polled every second while the network is
// down fails with the same text every second, which is one failure, not one per poll.
export function useFetchFailureToast(title: string, error: Error | null): void {
  const message = error ? error.message : null;
  const description = error ? failureDescription(error, '') : null;
  useEffect(() => {
    if (message !== null && description !== null) toastFailure(title, description);
  }, [title, message, description]);
}

// A read whose failure is told in that toast, titled failureTitle.
export function useToastedQuery<T>(failureTitle: string, options: UseQueryOptions<T, Error, T, QueryKey>): UseQueryResult<T> {
  const query = useQuery<T, Error, T, QueryKey>(options);
  useFetchFailureToast(failureTitle, query.error);
  return query;
}
