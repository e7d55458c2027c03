import { CalendarDays, MapPin, Radio, UserCheck, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { ADMIN_TEXT } from './texts';

export type DashboardCounts = {
  totalGames: number | null;
  liveGames: number | null;
  teams: number | null;
  referees: number | null;
  fields: number | null;
};

type CardSpec = { key: keyof DashboardCounts; label: string; Icon: ComponentType<{ className?: string }>; tone: string };

const CARDS: readonly CardSpec[] = [
  { key: 'totalGames', label: ADMIN_TEXT.cards.totalGames, Icon: CalendarDays, tone: 'bg-blue-50 text-blue-700' },
  { key: 'liveGames', label: ADMIN_TEXT.cards.liveGames, Icon: Radio, tone: 'bg-red-50 text-red-600' },
  { key: 'teams', label: ADMIN_TEXT.cards.teams, Icon: Users, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'referees', label: ADMIN_TEXT.cards.referees, Icon: UserCheck, tone: 'bg-violet-50 text-violet-700' },
  { key: 'fields', label: ADMIN_TEXT.cards.fields, Icon: MapPin, tone: 'bg-amber-50 text-amber-700' },
];

// Spec 2.4: the five count cards. A count not loaded yet shows a dash.
export function CountCards({ counts }: { counts: DashboardCounts }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label, Icon, tone }, index) => (
        <Card
          key={key}
          role="group"
          aria-label={label}
          className={cn('flex items-center gap-3 p-4', index === CARDS.length - 1 && 'col-span-2 sm:col-span-1')}
        >
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
            <p className="text-2xl font-bold tabular-nums" data-testid={`count-${key}`}>
              {counts[key] ?? '–'}
            </p>
          </div>
        </Card>
      ))}
    </div>
  );
}
