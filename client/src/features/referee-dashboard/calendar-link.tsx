import { CalendarPlus, Copy, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/lib/use-toast';
import { apiJson } from '@client/lib/api';
import { showFailure } from '@client/lib/failure-toast';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { webcalUrl } from '@client/lib/webcal';
import { DashboardSection } from './dashboard-section';
import { REFEREE_TEXT as TEXT } from './texts';

const LINK_KEY = ['/api/referees/me/calendar-link'] as const;

// Issue 18 (decision 029): the referee's private feed of their assigned games, and a reset that
// kills the old URL (a link shared by mistake).
export function CalendarLink() {
  const queryClient = useQueryClient();
  const link = useQuery<{ url: string }>({ queryKey: LINK_KEY, staleTime: Infinity });
  const reset = useApiMutation<void, { url: string }>({
    mutationFn: () => apiJson<{ url: string }>('POST', LINK_KEY[0]),
    onSuccess: (fresh) => {
      queryClient.setQueryData(LINK_KEY, fresh);
      setConfirming(false);
    },
    failureTitle: TEXT.calendarFailed,
  });
  const [confirming, setConfirming] = useState(false);
  const url = link.data?.url;

  return (
    <DashboardSection id="calendar-heading" heading={TEXT.calendarHeading} body={TEXT.calendarBody}>
      {link.isError ? <p className="mt-3 text-sm text-destructive">{TEXT.calendarFailed}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild={url !== undefined} size="lg" disabled={url === undefined}>
          {url ? (
            <a href={webcalUrl(url)}>
              <CalendarPlus aria-hidden />
              {TEXT.addToCalendar}
            </a>
          ) : (
            <span>
              <CalendarPlus aria-hidden />
              {TEXT.addToCalendar}
            </span>
          )}
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={url === undefined}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url!)
              .then(() => toast({ title: TEXT.linkCopied }))
              .catch((error: unknown) => showFailure(TEXT.calendarFailed, error))
          }
        >
          <Copy aria-hidden />
          {TEXT.copyLink}
        </Button>
        <Button variant="outline" size="lg" disabled={url === undefined} onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden />
          {TEXT.resetLink}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.resetTitle}
        description={TEXT.resetBody}
        confirmLabel={TEXT.resetLink}
        pendingLabel={TEXT.resetting}
        isPending={reset.isPending}
        destructive
        onConfirm={() => reset.mutate()}
      />
    </DashboardSection>
  );
}
