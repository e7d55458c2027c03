import { CalendarPlus } from 'lucide-react';
import { useExternalStore } from '@client/lib/external-store';
import { leagueCalendarUrl } from '@client/lib/webcal';
import { SCOREBOARD_TEXT as TEXT } from './texts';

// Issue 18: the league's games in a phone calendar, under the board's lists. The server draws the
// board (decision 027) without knowing the address the page was opened at, so it links the feed by
// path (a download the phone offers to add) and the browser then swaps in the webcal:// subscription.
// the page's address does not change under it
const noChange = () => () => {};

export function LeagueCalendarLink({ slug }: { slug: string }) {
  const href = useExternalStore(
    noChange,
    () => leagueCalendarUrl(window.location.origin, slug),
    () => `/api/leagues/${slug}/calendar.ics`,
  );
  return (
    <p className="mt-2 text-center">
      <a href={href} className="inline-flex min-h-11 items-center gap-2 px-3 text-sm font-semibold text-slate-300 underline-offset-4 hover:underline" data-testid="league-calendar">
        <CalendarPlus aria-hidden className="size-4" />
        {TEXT.addLeagueCalendar}
      </a>
    </p>
  );
}
