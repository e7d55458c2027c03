import { memo, useState } from 'react';
import { SIDES, type Side } from '@common/game-rules';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { ControlCard } from './control-card';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Issue 37: a forfeit, scheduled or live, for the game's referee and an admin: confirmed in a dialog
// that names the team forfeiting and the profile's score.
type ForfeitCardProps = { names: Record<Side, string>; winnerScore: number; loserScore: number; enabled: boolean; onForfeit: (team: Side) => void };

export const ForfeitCard = memo(function ForfeitCard({ names, winnerScore, loserScore, enabled, onForfeit }: ForfeitCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <ControlCard title={TEXT.forfeit}>
      <Button variant="outline" className="h-12 w-full text-base" disabled={!enabled} onClick={() => setOpen(true)}>
        {TEXT.forfeit}
      </Button>
      <Dialog open={open && enabled} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{TEXT.forfeitTitle}</DialogTitle>
            <DialogDescription>{TEXT.forfeitBody(winnerScore, loserScore)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            {SIDES.map((side) => (
              <Button
                key={side}
                variant="destructive"
                className="h-12 text-base"
                onClick={() => {
                  setOpen(false);
                  onForfeit(side);
                }}
              >
                {TEXT.forfeitTeam(names[side])}
              </Button>
            ))}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {TEXT.cancel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </ControlCard>
  );
});
