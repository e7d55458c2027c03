import { Minus, Plus } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { SIDES, type Side } from '@common/game-rules';
import { Button } from '@client/components/ui/button';
import { useAppearAfterPaint } from '@client/lib/after-next-paint';
import { ControlCard } from './control-card';
import type { Call } from './game-view';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

type Counter = { decrease: boolean; increase: boolean };

type TeamCounterCardProps = {
  title: string;
  names: Record<Side, string>;
  // 'timeouts' or 'blitzes', for the stepper's labels
  word: string;
  used: Record<Side, number>;
  allowed: number;
  scope: string;
  callLabel: string;
  callAriaLabel: (teamName: string) => string;
  call: Record<Side, Call>;
  counter: Record<Side, Counter>;
  onCall: (side: Side) => void;
  onSetUsed: (side: Side, count: number) => void;
  children?: ReactNode;
};

// Spec 2.6 and 5: Timeout Management and Blitz Management. Each team has its call button, the count
// used of the allowed one, and a manual adjustment clamped to 0..allowed. A call the engine would
// refuse (all used, a timeout running, halftime) is disabled and says why under it (decision 024).
// Issue 39: its props are stable between the moments they change (the handlers too), so a tap on
// another card leaves it alone.
export const TeamCounterCard = memo(function TeamCounterCard(props: TeamCounterCardProps) {
  const { title, names, allowed, scope, children } = props;
  return (
    <ControlCard title={title}>
      {children}
      <div className="grid grid-cols-2 gap-3">
        {SIDES.map((side) => (
          <TeamCounter key={side} side={side} name={names[side]} {...props} />
        ))}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        {TEXT.allowance(allowed, props.word, scope)}
      </p>
    </ControlCard>
  );
});

// One step of the manual adjustment, down or up.
function StepButton({ label, icon, disabled, onClick }: { label: string; icon: ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" className="size-11" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </Button>
  );
}

function TeamCounter({
  side,
  name,
  word,
  used,
  allowed,
  callLabel,
  callAriaLabel,
  call,
  counter,
  onCall,
  onSetUsed,
}: TeamCounterCardProps & { side: Side; name: string }) {
  const count = used[side];
  const { allowed: canCall } = call[side];
  // why the call is off, in the frame after the tap that turned it off (issue 39)
  const reason = useAppearAfterPaint(call[side].reason);
  const reasonId = `${word}-${side}-reason`;
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`${word}-${side}`}>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted-foreground">{TEXT.usedOf(count, allowed)}</p>
      </div>
      <Button
        className="h-12 px-2 text-base"
        variant="secondary"
        aria-label={callAriaLabel(name)}
        aria-describedby={reason ? reasonId : undefined}
        disabled={!canCall}
        onClick={() => onCall(side)}
      >
        {callLabel}
      </Button>
      {reason ? (
        <p id={reasonId} className="text-xs font-medium text-foreground" data-testid={reasonId}>
          {reason}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-1 rounded-lg border p-1">
        <StepButton label={TEXT.decrease(word, name)} icon={<Minus aria-hidden />} disabled={!counter[side].decrease} onClick={() => onSetUsed(side, Math.max(0, count - 1))} />
        <span className="font-mono text-lg font-bold tabular-nums" aria-label={`${name} ${word} used`}>
          {count}
        </span>
        <StepButton label={TEXT.increase(word, name)} icon={<Plus aria-hidden />} disabled={!counter[side].increase} onClick={() => onSetUsed(side, Math.min(allowed, count + 1))} />
      </div>
    </div>
  );
}
