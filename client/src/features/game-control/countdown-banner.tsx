import { Coffee, Hand, Timer } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { Side } from '@common/game-rules';
import { useAppearAfterPaint } from '@client/lib/after-next-paint';
import { formatClock } from '@client/lib/league-time';
import { breakSecondsOf, type BannerState } from './game-view';
import { useLiveSelect, type LiveGame } from './live-game';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

type BannerProps = { live: LiveGame; banner: BannerState | null; names: Record<Side, string> };

// Spec 2.6: a countdown banner while a timeout (with auto timeouts) or the halftime break runs.
// A manual timeout has no countdown; the banner then says how it ends. Issue 37: the clock stopped
// by the two-minute warning says so until it runs again. Issue 39: only its digits count, and it
// appears in the frame after the tap that starts it (the tap's own answer is painted first).
export const CountdownBanner = memo(function CountdownBanner({ live, banner: next, names }: BannerProps) {
  const banner = useAppearAfterPaint(next);
  if (banner === null) return null;
  const countdown = banner.counting ? <Countdown live={live} /> : null;
  if (banner.kind === 'halftime') {
    return <Banner tone="halftime" icon={<Coffee aria-hidden />} title={TEXT.halftimeBanner} countdown={countdown} footnote={TEXT.autoResuming} />;
  }
  if (banner.kind === 'timeout') {
    return (
      <Banner
        tone="timeout"
        icon={<Timer aria-hidden />}
        title={TEXT.timeoutBanner(banner.team ? names[banner.team] : null)}
        countdown={countdown}
        footnote={banner.counting ? TEXT.autoEnding : TEXT.manualTimeoutHint}
      />
    );
  }
  return <Banner tone="warning" icon={<Hand aria-hidden />} title={TEXT.twoMinuteWarning} countdown={null} footnote={TEXT.twoMinuteWarningHint} />;
});

// The break's digits, drawn again alone as they count.
function Countdown({ live }: { live: LiveGame }) {
  const seconds = useLiveSelect(live, breakSecondsOf) ?? 0;
  return (
    <p className="shrink-0 text-4xl font-black tabular-nums" aria-label={`${formatClock(seconds)} left`}>
      {formatClock(seconds)}
    </p>
  );
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
  countdown: ReactNode;
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
        <p className="text-lg leading-tight font-black tracking-wide break-words">{title}</p>
        <p className="text-xs font-bold tracking-widest opacity-90">{footnote}</p>
      </div>
      {countdown}
    </section>
  );
}
