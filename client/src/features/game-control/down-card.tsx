import { memo } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { ControlCard } from './control-card';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

const DOWNS = [1, 2, 3, 4] as const;

// Spec 4: downs 1 to 4 are set directly.
export const DownCard = memo(function DownCard({ down, enabled, onSetDown }: { down: number; enabled: boolean; onSetDown: (down: number) => void }) {
  return (
    <ControlCard title={TEXT.downTitle} className="pt-2 sm:pt-5">
      <div className="grid grid-cols-4 gap-2" role="group" aria-label={TEXT.downTitle}>
        {DOWNS.map((value, index) => {
          const current = value === down;
          return (
            <Button
              key={value}
              variant={current ? 'default' : 'outline'}
              aria-pressed={current}
              // '3rd, Down 3': the visible text first (WCAG 2.5.3, label in name)
              aria-label={TEXT.downLabel(value)}
              disabled={!enabled}
              className={cn('h-14 flex-col gap-0 text-xl font-black', current && 'ring-2 ring-primary ring-offset-2')}
              onClick={() => {
                if (!current) onSetDown(value);
              }}
            >
              {TEXT.downNames[index]}
            </Button>
          );
        })}
      </div>
    </ControlCard>
  );
});
