import type { LucideIcon } from 'lucide-react';
import type { LeagueStatus } from '@common/constants';
import { CenteredPanel } from '@client/features/shell/page-shell';
import { cn } from '@client/lib/utils';
import { LeagueList } from './league-list';

type NoLeagueHereProps = {
  Icon: LucideIcon;
  iconClassName: string;
  title: string;
  text: string;
  // the leagues offered instead
  statuses: LeagueStatus[];
  heading: string;
  emptyText: string;
};

// Spec 2.13: the League Not Found and League Suspended pages, one drawing: why this league cannot be
// used, and the leagues to choose from instead.
export function NoLeagueHere({ Icon, iconClassName, title, text, statuses, heading, emptyText }: NoLeagueHereProps) {
  return (
    <CenteredPanel>
      <div className="mb-6 flex items-start gap-4">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-full', iconClassName)}>
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm break-words text-muted-foreground">{text}</p>
        </div>
      </div>
      <LeagueList statuses={statuses} heading={heading} emptyText={emptyText} />
    </CenteredPanel>
  );
}
