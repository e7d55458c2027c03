import { Check, ChevronDown, ChevronUp, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { mayCheckIn } from '@common/policies/checkins';
import type { CheckinPlayerDto } from '@common/schemas/rosters';
import { Button } from '@client/components/ui/button';
import { RegionCard } from '@client/components/ui/region-card';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { useCurrentUser } from '@client/lib/use-current-user';
import { cn } from '@client/lib/utils';
import { presentIds } from './checkin-outbox';
import { CHECKIN_TEXT as TEXT } from './texts';
import { useCheckinOutbox, useCheckinSheet } from './use-checkin';

// One player: a big toggle a thumb reaches, his number first (what the referee reads off a shirt).
function PlayerToggle({ player, present, onToggle }: { player: CheckinPlayerDto; present: boolean; onToggle: (id: number) => void }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={present}
        onClick={() => onToggle(player.id)}
        className={cn(
          'flex min-h-14 w-full items-center gap-2 rounded-md border px-3 text-left text-base font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          present ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-input bg-card hover:bg-muted',
        )}
      >
        <span className="w-7 shrink-0 text-xl tabular-nums" aria-hidden>
          {player.jerseyNumber ?? TEXT.noNumber}
        </span>
        <span className="sr-only">{TEXT.playerLabel(player.jerseyNumber, player.firstName)}</span>
        <span className="min-w-0 flex-1 truncate" aria-hidden>
          {player.firstName}
        </span>
        {present ? <Check className="size-5 shrink-0" aria-hidden /> : null}
      </button>
    </li>
  );
}

export function TeamList({ id, title, players, present, onToggle }: { id: string; title: string; players: CheckinPlayerDto[]; present: Set<number>; onToggle: (id: number) => void }) {
  const here = players.filter((player) => present.has(player.id)).length;
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2">
      <h3 id={id} className="flex items-baseline justify-between gap-2 text-base font-semibold">
        <span className="truncate">{title}</span>
        <span className="shrink-0 text-sm font-normal text-muted-foreground">{TEXT.present(here, players.length)}</span>
      </h3>
      {players.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXT.noPlayers}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {players.map((player) => (
            <PlayerToggle key={player.id} player={player} present={present.has(player.id)} onToggle={onToggle} />
          ))}
        </ul>
      )}
    </section>
  );
}

export type CheckinPanelProps = { gameId: number; refereeId: number | null; live: boolean; names: Record<'home' | 'away', string> };

// Issue 49 (decision 080): the console's check-in before kickoff (and, folded, while live): both
// rosters, a tap marks a player present; each tap's whole list goes to the phone's outbox, sent at
// once or when the signal returns. Shown to whom the server lets mark it (the game's referee, the admins).
export function CheckinPanel({ gameId, refereeId, live, names }: CheckinPanelProps) {
  const { data: user } = useCurrentUser(false);
  const allowed = mayCheckIn(user, { refereeId });
  const sheet = useCheckinSheet(gameId, allowed);
  const outbox = useCheckinOutbox(gameId, allowed && user ? user.id : null);
  const [open, setOpen] = useState(!live);
  if (!allowed) return null;
  const present = presentIds(sheet.data, outbox.waiting);
  const toggle = (id: number) => {
    const next = new Set(present);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    outbox.save([...next].sort((a, b) => a - b));
  };
  const total = sheet.data ? sheet.data.home.length + sheet.data.away.length : 0;
  const here = sheet.data ? [...sheet.data.home, ...sheet.data.away].filter((player) => present.has(player.id)).length : 0;

  return (
    <RegionCard
      id="checkin-heading"
      heading={TEXT.heading}
      description={live ? TEXT.liveIntro : TEXT.intro}
      icon={<UserCheck className="size-5" aria-hidden />}
      contentClassName="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className={cn('text-sm', outbox.status === 'offline' || outbox.status === 'signedOut' ? 'font-semibold text-amber-800' : 'text-muted-foreground')}>
          {sheet.data ? TEXT.present(here, total) : null}
          {outbox.waiting || outbox.status !== 'synced' ? ` · ${TEXT.status[outbox.status]}` : null}
        </p>
        {live ? (
          <Button variant="outline" size="lg" className="h-12" aria-expanded={open} aria-controls="checkin-lists" onClick={() => setOpen(!open)}>
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {open ? TEXT.hide : TEXT.show}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id="checkin-lists" className="space-y-4">
          {sheet.isPending ? (
            <LoadingNotice label={TEXT.loading} />
          ) : sheet.isError || !sheet.data ? (
            <ErrorNotice title={TEXT.loadFailed} />
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              <TeamList id="checkin-home" title={names.home} players={sheet.data.home} present={present} onToggle={toggle} />
              <TeamList id="checkin-away" title={names.away} players={sheet.data.away} present={present} onToggle={toggle} />
              {sheet.data.others.length > 0 ? (
                <TeamList id="checkin-others" title={TEXT.others} players={sheet.data.others} present={present} onToggle={toggle} />
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </RegionCard>
  );
}
