import { Coffee, Hand, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameView } from '@common/game-rules';
import type { GameDto } from '@common/schemas/games/dto';
import { formatClock } from '@client/lib/league-time';
import { teamName, twoMinuteStop } from './game-view';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Spec 2.6: a countdown banner while a timeout (with auto timeouts) or the halftime break runs.
// A manual timeout has no countdown; the banner then says how it ends. Issue 37: the clock stopped
// by the two-minute warning says so until it runs again.
export function CountdownBanner({ game, view }: { game: GameDto; view: GameView }) {
  if (view.isHalftimeActive) {
    return (
      <Banner
        tone="halftime"
        icon={<Coffee aria-hidden />}
        title={TEXT.halftimeBanner}
        countdown={view.halftimeTimeRemaining}
        footnote={TEXT.autoResuming}
      />
    );
  }
  if (view.isTimeoutActive) {
    const name = view.timeoutTeam ? teamName(game, view.timeoutTeam) : null;
    const counting = view.timeoutTimeRemaining !== null;
    return (
      <Banner
        tone="timeout"
        icon={<Timer aria-hidden />}
        title={TEXT.timeoutBanner(name)}
        countdown={view.timeoutTimeRemaining}
        footnote={counting ? TEXT.autoEnding : TEXT.manualTimeoutHint}
      />
    );
  }
  if (twoMinuteStop(game, view)) {
    return <Banner tone="warning" icon={<Hand aria-hidden />} title={TEXT.twoMinuteWarning} countdown={null} footnote={TEXT.twoMinuteWarningHint} />;
  }
  return null;
}

const TONES = {
  timeout: 'border-amber-300 bg-amber-400 text-amber-950',
  halftime: 'border-sky-300 bg-sky-700 text-white',
  warning: 'border-orange-300 bg-orange-800 text-white',
} as const;

function Banner({
  tone,
  icon,
  title,
  countdown,
  footnote,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  countdown: number | null;
  footnote: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid="countdown-banner"
      className={`flex items-center gap-3 rounded-xl border-2 px-4 py-3 shadow-md [&_svg]:size-7 [&_svg]:shrink-0 ${TONES[tone]}`}
    >
      {icon}
      <div className="min-w-0 flex-1">
        <p className="text-lg leading-tight font-extrabold tracking-wide break-words">{title}</p>
        <p className="text-xs font-bold tracking-widest opacity-90">{footnote}</p>
      </div>
      {countdown !== null ? (
        <p className="shrink-0 font-mono text-4xl font-black tabular-nums" aria-label={`${formatClock(countdown)} left`}>
          {formatClock(countdown)}
        </p>
      ) : null}
    </section>
  );
}
