import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { isFanOfLeague } from '@common/policies/users';
import { useCurrentUser } from '@client/lib/use-current-user';
import { SCOREBOARD_TEXT as TEXT } from './texts';

// Issue 17: a signed-in fan reaches the fan dashboard from the scoreboard's top bar; signed out, the
// 'Join the fan community' link under the board stays the way in.
export function FanEntry({ slug, leagueId, className }: { slug: string; leagueId: number; className: string }) {
  const { data: user } = useCurrentUser();
  if (!isFanOfLeague(user, { id: leagueId })) return null;
  return (
    <Link href={`/${slug}/fan`} className={className} data-testid="fan-entry">
      <Star className="size-4 shrink-0" aria-hidden />
      {TEXT.myPredictions}
    </Link>
  );
}

// The way in for everyone else: a signed-out visitor, or a signed-in user who is not a fan here.
export function JoinFansLink({ slug, leagueId }: { slug: string; leagueId: number }) {
  const { data: user } = useCurrentUser();
  if (isFanOfLeague(user, { id: leagueId })) return null;
  return (
    <p className="mt-8 text-center">
      <Link href={`/${slug}/fan`} className="inline-flex min-h-11 items-center px-3 text-base font-semibold text-orange-400 underline-offset-4 hover:underline">
        {TEXT.joinFans}
      </Link>
    </p>
  );
}
