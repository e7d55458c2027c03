import { CalendarOff, X } from 'lucide-react';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readableCalendarDate } from '@common/schedule/dates';
import type { UnavailableDatesDto } from '@common/schemas/schedule';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabeledControl } from '@client/components/ui/labeled-control';
import { apiJson } from '@client/lib/api';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { DashboardSection } from './dashboard-section';
import { REFEREE_TEXT as TEXT } from './texts';

const DATES_KEY = ['/api/referees/me/unavailable-dates'] as const;

// Issue 19: the referee marks the dates they cannot referee; each change saves the whole list.
export function UnavailableDates() {
  const queryClient = useQueryClient();
  const dates = useQuery<UnavailableDatesDto>({ queryKey: DATES_KEY });
  const [draft, setDraft] = useState('');
  const save = useApiMutation<string[], UnavailableDatesDto>({
    mutationFn: (next) => apiJson<UnavailableDatesDto>('PUT', DATES_KEY[0], { dates: next }),
    onSuccess: (saved) => queryClient.setQueryData(DATES_KEY, saved),
    success: () => ({ title: TEXT.unavailableSaved }),
    failureTitle: TEXT.unavailableFailed,
  });
  const current = dates.data?.dates ?? [];

  return (
    <DashboardSection id="unavailable-heading" heading={TEXT.unavailableHeading} body={TEXT.unavailableBody}>
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft || current.includes(draft)) return;
          save.mutate([...current, draft].sort(), { onSuccess: () => setDraft('') });
        }}
      >
        <LabeledControl htmlFor="unavailable-date" label={TEXT.unavailableDate} className="min-w-auto">
          <Input id="unavailable-date" type="date" value={draft} onChange={(event) => setDraft(event.target.value)} className="w-44" />
        </LabeledControl>
        <Button type="submit" size="lg" disabled={!draft || save.isPending || dates.isPending}>
          <CalendarOff aria-hidden />
          {TEXT.markUnavailable}
        </Button>
      </form>
      {current.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{TEXT.noUnavailableDates}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={TEXT.unavailableHeading}>
          {current.map((date) => (
            <li key={date} className="flex items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
              {readableCalendarDate(date)}
              <Button
                variant="ghost"
                size="icon"
                className="size-8 rounded-full"
                aria-label={TEXT.removeUnavailable(readableCalendarDate(date))}
                disabled={save.isPending}
                onClick={() => save.mutate(current.filter((d) => d !== date))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
