import { TIMEZONES } from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

function timezoneLabel(zone: string): string {
  return TIMEZONES.find((t) => t.value === zone)?.label ?? zone;
}

// The loaded league's own settings, read-only: what new games start from.
export function LeagueFacts({ league }: { league: LeagueDto }) {
  const facts: [string, string][] = [
    ['Status', league.status.charAt(0).toUpperCase() + league.status.slice(1)],
    ['Game format', `${league.defaultTotalPeriods} ${league.defaultGameFormat} of ${league.defaultPeriodDuration} min`],
    ['Timeouts', `${league.defaultTimeoutsPerPeriod} ${league.timeoutType === 'per_game' ? 'per game' : 'per period'}`],
    ['Blitzes per period', league.defaultBlitzesPerPeriod > 0 ? String(league.defaultBlitzesPerPeriod) : 'Disabled'],
    ['Auto timeouts', league.autoTimeouts ? `On, ${league.timeoutDuration} s` : 'Off'],
    ['Halftime', league.halftimeDuration % 60 === 0 ? `${league.halftimeDuration / 60} min` : `${league.halftimeDuration} s`],
    ['Time zone', timezoneLabel(league.timezone)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{league.name}</CardTitle>
        <CardDescription>/{league.slug} · default settings for new games</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3 border-b pb-2 sm:block sm:border-0 sm:pb-0">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
