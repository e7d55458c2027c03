import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { SIDES, type Side } from '@common/game-rules';
import type { GameDto } from '@common/schemas/games/dto';
import { Button } from '@client/components/ui/button';
import { ControlCard } from './control-card';
import { teamName } from './game-view';
import { withDown, type RushCount } from './rush-count';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// The counts of each game open on this page, so a remount (another screen and back) keeps them.
const counts = new Map<number, RushCount>();

// Issue 37: each team's rushes in the current series against the profile's allowance, counted on
// this phone; the first down starts a new series and the counts with it.
export function RushCard({ game, allowed, enabled }: { game: GameDto; allowed: number; enabled: boolean }) {
  const [stored, setStored] = useState<RushCount>(() => counts.get(game.id) ?? { home: 0, away: 0, down: game.currentDown });
  const count = withDown(stored, game.currentDown);
  // the down moved (this phone's tap or another device's): kept at once, a new series from zero
  if (count !== stored) keep(count);

  function keep(next: RushCount): void {
    counts.set(game.id, next);
    setStored(next);
  }

  function change(side: Side, by: number): void {
    keep({ ...count, [side]: Math.min(allowed, Math.max(0, count[side] + by)) });
  }

  return (
    <ControlCard title={TEXT.rushesTitle} aside={<span className="text-xs text-muted-foreground">{TEXT.rushesHint(allowed)}</span>}>
      <div className="grid grid-cols-2 gap-3">
        {SIDES.map((side) => {
          const name = teamName(game, side);
          return (
            <div key={side} className="min-w-0 space-y-2">
              <p className="truncate text-sm font-semibold" title={name}>
                {name}
              </p>
              <p className="text-sm text-muted-foreground" data-testid={`rushes-${side}`}>
                {TEXT.usedOf(count[side], allowed)}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" className="h-14 w-14" disabled={!enabled || count[side] === 0} onClick={() => change(side, -1)}>
                  <Minus aria-hidden />
                  <span className="sr-only">{TEXT.rushDecrease(name)}</span>
                </Button>
                <Button className="h-14 flex-1 text-base" disabled={!enabled || count[side] >= allowed} onClick={() => change(side, 1)}>
                  <Plus aria-hidden />
                  {TEXT.rush}
                  <span className="sr-only">{`, ${name}`}</span>
                </Button>
              </div>
            </div>
          );
        })}
      </div>
    </ControlCard>
  );
}
