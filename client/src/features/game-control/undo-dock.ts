import type { GameStatus } from '@common/constants';

// Issue 45 (decision 060): the Undo dock stands at the bottom of the console all the while its user
// may still tap and undo: a game not started (Start Game is a tap, and the dock is then there before
// the first play) or live, to whom the server allows an undo (`mayUndo`). A finished or cancelled
// game has none: nothing there to undo, and the page ends at its last card.
export function undoDockShown(status: GameStatus, mayUndo: boolean): boolean {
  return mayUndo && (status === 'scheduled' || status === 'live');
}
