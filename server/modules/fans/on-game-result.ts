import type { Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import { rescoreGame } from './store';

// Listens to deps.gameResultChanged (wired in create-deps.ts), which the games module emits in the
// write's transaction when a game becomes completed (Next Period after the last period, or Set
// Status), when the score or teams of a completed game are corrected, and when a completed game is
// reopened. Fan scoring (decision 012) recomputes the game's predictions from the game as it now
// stands, so hearing it more than once changes nothing.
export async function onGameResult(tx: Tx, game: GameRecord): Promise<void> {
  await rescoreGame(tx, game.id, new Date());
}
