import { useEffect } from 'react';
import { toast } from '@client/components/ui/use-toast';
import { isAssignedLeagueError, isUnauthorizedError, serverMessage } from '@client/lib/api-errors';

// A failure toast titled with the spec's text (spec 8) and the server's sentence underneath. Errors
// that end the session belong to the forced paths (app/query-client.ts), which show their own toast.
export function showFailure(title: string, error: unknown): void {
  if (isUnauthorizedError(error) || isAssignedLeagueError(error)) return;
  const description = serverMessage(error, '');
  toast({ variant: 'destructive', title, description: description || undefined });
}

// A read polled every second fails every second while the network is down: one toast per failure,
// not one per poll.
export function useFetchFailureToast(title: string, error: Error | null): void {
  const message = error ? error.message : null;
  useEffect(() => {
    if (message !== null) showFailure(title, new Error(message));
  }, [title, message]);
}
