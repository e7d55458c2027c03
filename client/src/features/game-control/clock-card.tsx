import { sideName } from '@common/brackets/sides';
import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { memo, useState } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatClock } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { ControlCard } from './control-card';
import { clockSecondsOf, isLastPeriod, nextPeriodLabel, type Controls } from './game-view';
import { useLiveSelect, type LiveGame } from './live-game';
import { GAME_CONTROL_TEXT as TEXT } from './texts';
import type { useGameAction } from './use-game';

type Act = ReturnType<typeof useGameAction>['act'];

type ClockCardProps = Pick<Controls, 'startClock' | 'stopClock' | 'resetClock' | 'nextPeriod'> & {
  live: LiveGame;
  running: boolean;
  periodLabel: string;
  act: Act;
};

// Spec 2.6 and 4: the clock counting down locally from the last server value, Start/Stop, Reset
// and Next Period. Reset and Next Period ask first: one stray tap would undo minutes of play.
// Issue 39: the digits count alone; the card draws again when the clock starts or stops, or a
// button's state changes.
export const ClockCard = memo(function ClockCard({ live, running, periodLabel, startClock, stopClock, resetClock, nextPeriod, act }: ClockCardProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  // one toggle: Stop while the clock runs, Start while it is stopped
  const toggle = running
    ? { action: 'stopClock' as const, enabled: stopClock, Icon: Pause, label: TEXT.stopClock, className: 'bg-red-700 hover:bg-red-800' }
    : { action: 'startClock' as const, enabled: startClock, Icon: Play, label: TEXT.startClock, className: 'bg-green-700 hover:bg-green-800' };

  return (
    <ControlCard
      title={TEXT.clockTitle}
      dark
      aside={
        <span className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-orange-300" data-testid="period-label">
          {periodLabel}
        </span>
      }
    >
      {/* Phones: the digits beside the Start/Stop toggle, so the scores and the down fit on the first
          screen (decision 024); wider screens: the digits centred above a full-width toggle. The
          digits are white or light red on the navy card: at least 7:1 in sunlight. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 sm:grid-cols-1 sm:gap-4">
        <div className="flex flex-col items-center">
          <ClockDigits live={live} />
          <p className="mt-1.5 flex items-center gap-2 text-xs font-bold tracking-widest text-slate-300 uppercase sm:mt-2">
            <span className={cn('size-2.5 rounded-full', running ? 'bg-green-400' : 'bg-slate-500')} aria-hidden />
            {running ? TEXT.clockRunning : TEXT.clockStopped}
          </p>
        </div>
        {/* its words may take two lines: at 360 px wide "Start Clock" on one ran out of the button */}
        <Button
          className={cn('h-16 px-3 text-lg leading-tight whitespace-normal text-white sm:text-xl [&_svg]:size-6', toggle.className)}
          disabled={!toggle.enabled}
          onClick={() => act({ type: toggle.action })}
        >
          <toggle.Icon aria-hidden />
          {toggle.label}
        </Button>
      </div>

      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4">
        <Button variant="inverse" className="h-11 text-base sm:h-12" disabled={!resetClock} onClick={() => setConfirming('reset')}>
          <RotateCcw aria-hidden />
          {TEXT.resetClock}
        </Button>
        <Button variant="inverse" className="h-11 text-base sm:h-12" disabled={!nextPeriod} onClick={() => setConfirming('next')}>
          <SkipForward aria-hidden />
          {TEXT.nextPeriod}
        </Button>
      </div>

      {/* drawn only while it asks: it follows the score (the game's end names it), so drawn closed it
          would draw its dialog again at every point scored */}
      {confirming ? (
        <ClockConfirm
          live={live}
          confirming={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            act(confirming === 'reset' ? { type: 'resetClock' } : { type: 'nextPeriod' }, { confirmed: true });
            setConfirming(null);
          }}
        />
      ) : null}
    </ControlCard>
  );
});

// The game clock's digits: drawn again when a second turns over, and alone.
function ClockDigits({ live }: { live: LiveGame }) {
  const seconds = useLiveSelect(live, clockSecondsOf);
  return (
    <p
      className={cn('text-6xl leading-none font-black tracking-tight tabular-nums sm:text-8xl', seconds === 0 ? 'text-red-300' : 'text-white')}
      data-testid="game-clock"
      aria-label={`Game clock ${formatClock(seconds)}`}
    >
      {formatClock(seconds)}
    </p>
  );
}

type Confirming = 'reset' | 'next' | null;

// What the questions of Reset and Next Period say of the game (its score, for the game's end).
function confirmFactsOf(game: GameDto) {
  const last = isLastPeriod(game);
  return {
    last,
    // issue 36: a bracket game level at the end of its last period goes to overtime instead of ending
    toOvertime: last && game.bracket !== null && game.homeScore === game.awayScore,
    nextLabel: nextPeriodLabel(game),
    periodLength: formatClock(game.periodDuration * 60),
    endBody: TEXT.endGameConfirmBody(sideName(game, 'home'), game.homeScore, sideName(game, 'away'), game.awayScore),
  };
}

function ClockConfirm({ live, confirming, onClose, onConfirm }: { live: LiveGame; confirming: NonNullable<Confirming>; onClose: () => void; onConfirm: () => void }) {
  const { last, toOvertime, nextLabel, periodLength, endBody } = useLiveSelect(live, confirmFactsOf);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        confirming === 'reset'
          ? TEXT.resetConfirmTitle
          : toOvertime
            ? TEXT.overtimeConfirmTitle
            : last
              ? TEXT.endGameConfirmTitle
              : TEXT.nextPeriodConfirmTitle(nextLabel)
      }
      description={
        confirming === 'reset' ? TEXT.resetConfirmBody(periodLength) : toOvertime ? TEXT.overtimeConfirmBody : last ? endBody : TEXT.nextPeriodConfirmBody
      }
      confirmLabel={confirming === 'reset' ? TEXT.resetClock : toOvertime ? TEXT.startOvertime : last ? TEXT.endGame : TEXT.nextPeriod}
      cancelLabel={TEXT.cancel}
      destructive={confirming === 'next' && last && !toOvertime}
      onConfirm={onConfirm}
    />
  );
}
