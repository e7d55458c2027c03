import { Flag } from 'lucide-react';
import type { GameDto } from '@common/schemas/games/dto';
import { Button } from '@client/components/ui/button';
import { teamName } from './game-view';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Issue 37: once a team's lead reaches the profile's mercy points, the console asks; one tap ends
// the game. Above the cards, in the room decision 024 keeps for one banner.
export function MercyBanner({ game, onEnd }: { game: GameDto; onEnd: () => void }) {
  if (!game.mercy || game.status !== 'live') return null;
  return (
    <section role="alert" aria-labelledby="mercy-prompt" className="flex items-center gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-3 text-amber-950">
      <div className="min-w-0 flex-1">
        <h2 id="mercy-prompt" className="text-base font-bold">
          {TEXT.mercyPrompt}
        </h2>
        <p className="text-sm">{TEXT.mercyLead(teamName(game, game.mercy.team), game.mercy.lead)}</p>
      </div>
      <Button variant="destructive" className="h-14 shrink-0 px-4 text-base" onClick={onEnd}>
        <Flag aria-hidden />
        {TEXT.mercyEnd}
      </Button>
    </section>
  );
}
