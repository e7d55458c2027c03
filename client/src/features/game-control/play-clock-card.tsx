import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { ControlCard } from './control-card';
import { PLAY_CLOCK_BUZZ, playClockLeft, startPlayClock, type PlayClock } from './play-clock';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Issue 37: the play clock of the profile, on this phone only. It holds its own tick: while it runs
// only this card draws again each quarter second, never the console around it (issue 39 counts the
// cost of a tap on a slowed phone).
export function PlayClockCard({ seconds }: { seconds: number }) {
  const [clock, setClock] = useState<PlayClock>({ endsAt: null, seconds });
  const [now, setNow] = useState(() => Date.now());
  const left = playClockLeft(clock, now);
  const running = clock.endsAt !== null && left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  // at 0, once per run: felt where the phone can vibrate
  const expired = clock.endsAt !== null && left === 0;
  useEffect(() => {
    if (expired) navigator.vibrate?.([...PLAY_CLOCK_BUZZ]);
  }, [expired]);

  function start(): void {
    const at = Date.now();
    setNow(at);
    setClock(startPlayClock(seconds, at));
  }

  return (
    <ControlCard title={TEXT.playClockTitle} aside={<span className="text-xs text-muted-foreground">{TEXT.playClockHint}</span>}>
      <div className="flex items-center gap-3">
        <p
          className={cn('min-w-[3ch] text-5xl leading-none font-black tabular-nums', expired ? 'text-red-700' : 'text-foreground')}
          data-testid="play-clock"
        >
          {left}
        </p>
        <p className="min-w-0 flex-1 text-sm font-semibold" role="status">
          {expired ? TEXT.playClockExpired : running ? TEXT.playClockRunning : TEXT.playClockReady(seconds)}
        </p>
        <Button className="h-14 min-w-28 text-base" variant={running ? 'outline' : 'default'} onClick={start}>
          <Timer aria-hidden />
          {clock.endsAt === null ? TEXT.playClockStart : TEXT.playClockRestart}
        </Button>
      </div>
    </ControlCard>
  );
}
