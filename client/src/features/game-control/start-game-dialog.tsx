import { sideName } from '@common/brackets/sides';
import { useEffect, useState } from 'react';
import type { GameDto } from '@common/schemas/games/dto';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatLeagueDate, formatLeagueDateTime, formatLeagueTime } from '@client/lib/league-time';
import { serverClock } from '@client/lib/server-clock';
import { kickoffDistance } from './start-game-timing';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// A double tap on "Start Game" must not answer the second question too: the second confirm waits
// this long after the warning appears (issue 16 counts taps within 400 ms as one).
const SECOND_CONFIRM_DELAY_MS = 600;

type StartGameDialogProps = {
  game: GameDto;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // Called once the referee has confirmed (twice for a kickoff more than 2 hours from now).
  onStart: () => void;
};

// Issue 16: Start Game cannot be undone, so it asks first, naming the teams and the kickoff (league
// time). A game more than 2 hours from kickoff (by the server's clock) asks a second time with a
// warning. One dialog for the Referee Dashboard and the Game Control page.
export function StartGameDialog({ game, timeZone, open, onOpenChange, onStart }: StartGameDialogProps) {
  const [askedOnce, setAskedOnce] = useState(false);
  const [armed, setArmed] = useState(true);
  const distance = kickoffDistance(game.scheduledDate, serverClock.now());
  const warning = askedOnce && distance !== 'near';

  useEffect(() => {
    if (armed) return;
    const timer = setTimeout(() => setArmed(true), SECOND_CONFIRM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  const close = (next: boolean) => {
    // A dialog opened again starts with the first question.
    if (!next) setAskedOnce(false);
    onOpenChange(next);
  };

  const confirm = () => {
    if (distance !== 'near' && !askedOnce) {
      setAskedOnce(true);
      setArmed(false);
      return;
    }
    setAskedOnce(false);
    onStart();
  };

  const date = formatLeagueDate(game.scheduledDate, timeZone);
  const time = formatLeagueTime(game.scheduledDate, timeZone);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={TEXT.startConfirmTitle}
      description={
        <>
          <span className="block font-medium text-foreground">
            {TEXT.startConfirmBody(sideName(game, 'home'), sideName(game, 'away'), formatLeagueDateTime(game.scheduledDate, timeZone))}
          </span>
          <span className="mt-1 block">{TEXT.startConfirmEffect}</span>
          {warning ? (
            <span role="alert" data-testid="start-game-warning" className="mt-3 block rounded-md border border-amber-400 bg-amber-50 px-3 py-2 font-medium text-amber-950">
              {distance === 'ahead' ? TEXT.startFarAhead(date, time) : TEXT.startFarPast(date, time)} {TEXT.startFarQuestion}
            </span>
          ) : null}
        </>
      }
      confirmLabel={warning ? TEXT.startAnyway : TEXT.startGame}
      cancelLabel={TEXT.cancel}
      confirmDisabled={warning && !armed}
      onConfirm={confirm}
    />
  );
}
