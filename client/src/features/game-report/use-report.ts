import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrewDto, ReportBody, ReportDto } from '@common/schemas/crews';
import { apiJson, ApiError, getQueryFn } from '@client/lib/api';
import { useFetchFailureToast } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { REPORT_TEXT as TEXT } from './texts';

function reportKey(gameId: number) {
  return ['/api/games', gameId, 'report'] as const;
}

const readReport = getQueryFn<ReportDto>({ on401: 'throw' });

// The game's report, or null while none was filed (the server's 404).
export function useReport(gameId: number) {
  const query = useQuery<ReportDto | null>({
    queryKey: reportKey(gameId),
    queryFn: async (context) => {
      try {
        return await readReport(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  useFetchFailureToast(TEXT.loadFailed, query.error);
  return query;
}

// The crew, for the no-shows: the other positions with an official.
export function useCrew(gameId: number) {
  return useQuery<CrewDto>({ queryKey: ['/api/games', gameId, 'crew'] });
}

export function useSubmitReport(gameId: number) {
  const queryClient = useQueryClient();
  return useApiMutation<ReportBody, ReportDto>({
    mutationFn: (body) => apiJson<ReportDto>('POST', `/api/games/${gameId}/report`, body),
    failureTitle: TEXT.submitFailed,
    onSuccess: (report) => queryClient.setQueryData(reportKey(gameId), report),
    // his dashboard's "Reports to file" reads the report's state from his assignments
    invalidate: (client, failed) =>
      Promise.all([client.invalidateQueries({ queryKey: ['/api/referees/me/assignments'] }), failed ? client.invalidateQueries({ queryKey: reportKey(gameId) }) : null]),
  });
}
