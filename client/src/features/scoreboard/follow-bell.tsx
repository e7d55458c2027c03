import { Bell, BellRing, Mail } from 'lucide-react';
// clsx, not lib/utils' cn: the board's classes never override one another (live-game-card.tsx)
import { clsx } from 'clsx';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { toast } from '@client/lib/use-toast';
import { useExternalStore } from '@client/lib/external-store';
import { useApiMutation } from '@client/lib/use-api-mutation';
import { changeFollow, type FollowChange, type FollowOutcome } from './follow-team';
import { followedIn, readFollows, subscribeToFollows } from './follows';
import type { PushNotice } from './mail-follow-form';
import { MAIL_FOLLOW_TEXT as MAIL } from './mail-follow-texts';
import { browserPushSupport } from './push-support';
import type { TeamRef } from './format';
import { FOLLOW_TEXT as TEXT } from './texts';

// The server draws the board (decision 027) without the device's follows: it and the hydration
// draw every bell unpressed; the stored follows show once the hydration is over.
const followedOnServer = () => false;

// issue 47: the "Get emails" form, loaded at the first tap that opens it
const loadMailFollow = () => import('./mail-follow-dialog');
const MailFollowDialog = lazy(() => loadMailFollow().then((m) => ({ default: m.MailFollowDialog })));
const MailFollowPanel = lazy(() => loadMailFollow().then((m) => ({ default: m.MailFollowPanel })));

function useFollowed(slug: string, teamId: number): boolean {
  const isFollowed = useCallback(() => followedIn(readFollows(), slug).includes(teamId), [slug, teamId]);
  return useExternalStore(subscribeToFollows, isFollowed, followedOnServer);
}

// Why this device cannot follow with notifications at all (an iPhone's Safari outside the Home
// Screen, a browser without Web Push): the bell then offers the emails instead (issue 47).
function pushUnavailable(): PushNotice {
  const support = browserPushSupport();
  if (support === 'home-screen') return { title: TEXT.homeScreenTitle, text: TEXT.homeScreen };
  if (support === 'unsupported') return { title: TEXT.unsupportedTitle, text: TEXT.unsupported };
  return null;
}

// What a tap can do on this device before anything is sent; null: go on (the permission granted).
async function permissionRefusal(team: string): Promise<{ title: string; description: string } | null> {
  if (Notification.permission === 'denied') return { title: TEXT.blockedTitle, description: TEXT.blocked };
  // asked only now, within the tap (issue 38: never before it)
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'granted') return null;
  return permission === 'denied' ? { title: TEXT.blockedTitle, description: TEXT.blocked } : { title: TEXT.notAllowedTitle, description: TEXT.notAllowed(team) };
}

type BellProps = { slug: string; team: TeamRef; place: 'board' | 'dialog' };

// Issue 38: the bell beside a team. A toggle button: pressed while this device follows the team.
// A tap follows (asking the browser's permission first) or unfollows; where notifications are
// blocked, it says what to do instead. Issue 47: beside it, "Get emails" (an envelope on the board)
// opens the follow by email; where the browser cannot receive notifications at all (an iPhone's
// Safari outside the Home Screen app), the bell itself opens it, saying why.
export function FollowBell({ slug, team, place }: BellProps) {
  const followed = useFollowed(slug, team.id);
  const [mail, setMail] = useState<{ notice: PushNotice } | null>(null);
  const mailButton = useRef<HTMLButtonElement>(null);
  const bellButton = useRef<HTMLButtonElement>(null);
  const openedBy = useRef<HTMLButtonElement | null>(null);
  const panelId = useId();
  const change = useApiMutation<FollowChange, FollowOutcome>({
    mutationFn: changeFollow,
    failureTitle: followed ? TEXT.unfollowFailed(team.name) : TEXT.followFailed(team.name),
    success: ({ leftLeague }, { follow }) =>
      follow ? { title: TEXT.following(team.name), description: leftLeague ? TEXT.otherLeagueLeft : TEXT.followingDetail } : { title: TEXT.unfollowed(team.name) },
  });
  const onTap = async () => {
    if (change.isPending) return;
    if (!followed) {
      const notice = pushUnavailable();
      if (notice) {
        openedBy.current = bellButton.current;
        setMail({ notice });
        return;
      }
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
      ref={bellButton}
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
  const toggleMail = () => {
    openedBy.current = mailButton.current;
    setMail((open) => (open ? null : { notice: null }));
  };
  const closeMail = () => {
    setMail(null);
    // the board's dialog gives the focus back itself (returnFocus); the panel's Done leaves with it
    if (!onBoard) openedBy.current?.focus();
  };
  const mailOpen = mail !== null;
  const envelope = (
    <button
      ref={mailButton}
      type="button"
      aria-expanded={mailOpen}
      aria-haspopup={onBoard ? 'dialog' : undefined}
      aria-controls={!onBoard && mailOpen ? panelId : undefined}
      title={onBoard ? MAIL.open(team.name) : undefined}
      onClick={toggleMail}
      data-testid="mail-follow-open"
      className={clsx(
        'inline-flex shrink-0 items-center outline-none focus-visible:ring-2',
        onBoard
          ? '-my-3.5 size-11 justify-center rounded-full text-slate-300 hover:bg-white/10 focus-visible:ring-amber-300 sm:-my-3'
          : 'min-h-11 gap-2 rounded-md border border-input bg-card px-4 text-sm font-semibold text-slate-900 hover:bg-muted focus-visible:ring-ring focus-visible:ring-offset-2',
      )}
    >
      <Mail aria-hidden className={clsx('shrink-0', onBoard ? 'size-5' : 'size-4')} />
      {onBoard ? <span className="sr-only">{MAIL.open(team.name)}</span> : MAIL.openShort}
    </button>
  );
  const teamChoice = { id: team.id, name: team.name };
  if (onBoard) {
    return (
      <>
        {bell}
        {envelope}
        {mail ? (
          <Suspense fallback={null}>
            <MailFollowDialog slug={slug} team={teamChoice} notice={mail.notice} onClose={closeMail} returnFocus={() => openedBy.current?.focus()} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <div className="flex w-full flex-col items-start gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <div className="flex flex-col items-start gap-1">
          {bell}
          {followed ? (
            <p className="text-sm text-muted-foreground" data-testid="follow-state">
              {TEXT.following(team.name)}
            </p>
          ) : null}
        </div>
        {envelope}
      </div>
      {mail ? (
        <Suspense fallback={null}>
          <MailFollowPanel id={panelId} slug={slug} team={teamChoice} notice={mail.notice} onClose={closeMail} />
        </Suspense>
      ) : null}
    </div>
  );
}
