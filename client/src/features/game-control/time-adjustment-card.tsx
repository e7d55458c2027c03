import { memo } from 'react';
import { TIME_ADJUSTMENTS } from '@common/constants';
import { Button } from '@client/components/ui/button';
import { ControlCard } from './control-card';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Spec 4 and 9: minus and plus 60, 30 and 10 seconds; the time never goes below 0 and the clock stops.
const DELTAS = [...[...TIME_ADJUSTMENTS].reverse().map((s) => -s), ...TIME_ADJUSTMENTS];

export const TimeAdjustmentCard = memo(function TimeAdjustmentCard({ enabled, onAdjust }: { enabled: boolean; onAdjust: (deltaSeconds: number) => void }) {
  return (
    <ControlCard title={TEXT.timeAdjustmentTitle} aside={<span className="text-xs text-muted-foreground">{TEXT.timeAdjustmentHint}</span>}>
      <div className="grid grid-cols-3 gap-2">
        {DELTAS.map((delta) => (
          <Button
            key={delta}
            variant={delta < 0 ? 'outline' : 'secondary'}
            className="h-12 font-mono text-base tabular-nums"
            disabled={!enabled}
            onClick={() => onAdjust(delta)}
          >
            {/* The name starts with the visible '-60s' (WCAG 2.5.3, label in name), then says it in words. */}
            {TEXT.adjustButton(delta)}
            <span className="sr-only">{`, ${TEXT.adjustLabel(delta)}`}</span>
          </Button>
        ))}
      </div>
    </ControlCard>
  );
});
