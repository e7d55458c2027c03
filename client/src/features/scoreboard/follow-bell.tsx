import { Bell, BellRing } from 'lucide-react';
// clsx, not lib/utils' cn: the board's classes never override one another (live-game-card.tsx)
import { clsx } from 'clsx';
import { useCallback } from 'react';
import { toast } from '@client/lib/use-toast';
import { useExternalStore } from '@client/lib/external-store';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { changeFollow, type FollowChange, type FollowOutcome } from './follow-team';
import { followedIn, readFollows, subscribeToFollows } from './follows';
import { browserPushSupport } from './push-support';
import type { TeamRef } from './format';
import { FOLLOW_TEXT as TEXT } from './texts';

// The server draws the board (decision 027) without the device's follows: it and the hydration
// draw every bell unpressed; the stored follows show once the hydration is over.
const followedOnServer = () => false;

export function useFollowed(slug: string, teamId: number): boolean {
  const isFollowed = useCallback(() => followedIn(readFollows(), slug).includes(teamId), [slug, teamId]);
  return useExternalStore(subscribeToFollows, isFollowed, followedOnServer);
}

// What a tap can do on this device before anything is sent; null: go on (the permission granted).
async function permissionRefusal(team: string): Promise<{ title: string; description: string } | null> {
  const support = browserPushSupport();
  if (support === 'home-screen') return { title: TEXT.homeScreenTitle, description: TEXT.homeScreen };
  if (support === 'unsupported') return { title: TEXT.unsupportedTitle, description: TEXT.unsupported };
  if (Notification.permission === 'denied') return { title: TEXT.blockedTitle, description: TEXT.blocked };
  // asked only now, within the tap (issue 38: never before it)
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'granted') return null;
  return permission === 'denied' ? { title: TEXT.blockedTitle, description: TEXT.blocked } : { title: TEXT.notAllowedTitle, description: TEXT.notAllowed(team) };
}

type BellProps = { slug: string; team: TeamRef; place: 'board' | 'dialog' };

// Issue 38: the bell beside a team. A toggle button: pressed while this device follows the team.
// A tap follows (asking the browser's permission first) or unfollows; where the browser cannot
// receive notifications, or they are blocked, it says what to do instead.
export function FollowBell({ slug, team, place }: BellProps) {
  const followed = useFollowed(slug, team.id);
  const change = useApiMutation<FollowChange, FollowOutcome>({
    mutationFn: changeFollow,
    failureTitle: followed ? TEXT.unfollowFailed(team.name) : TEXT.followFailed(team.name),
    success: ({ leftLeague }, { follow }) =>
      follow ? { title: TEXT.following(team.name), description: leftLeague ? TEXT.otherLeagueLeft : TEXT.followingDetail } : { title: TEXT.unfollowed(team.name) },
  });
  const onTap = async () => {
    if (change.isPending) return;
    if (!followed) {
      const refusal = await permissionRefusal(team.name);
      if (refusal) {
        toast(refusal);
        return;
      }
    }
    change.mutate({ slug, teamId: team.id, follow: !followed });
  };
  const Icon = followed ? BellRing : Bell;
  const name = TEXT.follow(team.name);
  const onBoard = place === 'board';
  const bell = (
    <button
      type="button"
      aria-pressed={followed}
      aria-busy={change.isPending || undefined}
      title={onBoard ? (followed ? TEXT.following(team.name) : name) : undefined}
      onClick={onTap}
      data-testid="follow-bell"
      className={clsx(
        'inline-flex shrink-0 items-center outline-none focus-visible:ring-2',
        onBoard
          ? ['-my-3.5 size-11 justify-center rounded-full hover:bg-white/10 focus-visible:ring-amber-300 sm:-my-3', followed ? 'text-amber-300' : 'text-slate-300']
          : [
              'min-h-11 gap-2 rounded-md border px-4 text-sm font-semibold break-words focus-visible:ring-ring focus-visible:ring-offset-2',
              followed ? 'border-amber-500 bg-amber-50 text-amber-900' : 'border-input bg-card text-slate-900 hover:bg-muted',
            ],
      )}
    >
      <Icon aria-hidden className={clsx('shrink-0', onBoard ? 'size-5' : 'size-4', followed && (onBoard ? 'fill-amber-300' : 'fill-amber-400'))} />
      {/* on the board the bell alone shows; its name is read out */}
      {onBoard ? <span className="sr-only">{name}</span> : name}
    </button>
  );
  if (onBoard) return bell;
  return (
    <div className="flex flex-col items-start gap-1">
      {bell}
      {followed ? (
        <p className="text-sm text-muted-foreground" data-testid="follow-state">
          {TEXT.following(team.name)}
        </p>
      ) : null}
    </div>
  );
}
