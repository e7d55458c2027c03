import { Ban } from 'lucide-react';
import type { LeagueDto } from '@common/schemas/league';
import { ACCESS_TEXT } from '@common/texts';
import { NoLeagueHere } from '@client/features/league/no-league-here';

// Spec 2.13 / 4: a suspended league is not accessible; offer the active ones.
export function LeagueSuspendedPage({ league }: { league: Pick<LeagueDto, 'name'> }) {
  return (
    <NoLeagueHere
      Icon={Ban}
      iconClassName="bg-red-50 text-destructive"
      title={ACCESS_TEXT.leagueSuspendedTitle}
      text={`${league.name} is suspended and cannot be used at the moment. Choose one of the active leagues below.`}
      statuses={['active']}
      heading="Active leagues"
      emptyText="No active leagues are available right now."
    />
  );
}
