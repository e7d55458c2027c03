import { SearchX } from 'lucide-react';
import { ACCESS_TEXT } from '@common/texts';
import { NoLeagueHere } from '@client/features/league/no-league-here';

// Spec 2.13: the league of the path does not exist (or no league was named); offer the available ones.
export function LeagueNotFoundPage({ slug }: { slug: string | null }) {
  return (
    <NoLeagueHere
      Icon={SearchX}
      iconClassName="bg-accent text-primary"
      title={ACCESS_TEXT.leagueNotFoundTitle}
      text={`${slug ? `There is no league at /${slug}.` : 'No league was named in the address.'} Choose one of the leagues below.`}
      statuses={['active', 'archived']}
      heading="Available leagues"
      emptyText="No leagues are available yet."
    />
  );
}
