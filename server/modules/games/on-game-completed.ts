import type { Tx } from '../../db/client';
import { rescoreGame } from '../fans/store';
import type { GameRecord } from './store';

// Called in the write's transaction when a game becomes completed (Next Period after the last
// period, or Set Status), when the score of a completed game is corrected, and when a completed game
// is reopened. Fan scoring (decision 012) recomputes the game's predictions from the game as it now
// stands, so calling it more than once changes nothing.
export async function onGameCompleted(tx: Tx, game: GameRecord): Promise<void> {
  await rescoreGame(tx, game.id, new Date());
}
