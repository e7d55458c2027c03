// Who may do what to one game (architecture rule 14): pure predicates the server asserts and the
// console reads to show or hide a control, so the two always agree.
import { can, type Access, type Role } from '../roles';

type GameUser = { id: number; role: Role } | null | undefined;
type CrewedGame = { refereeId: number | null };

// A game is its referee's own (its crew; a coach's team's games will be the coach's the same way).
function accessTo(user: { id: number }, game: CrewedGame): Access {
  return game.refereeId === user.id ? 'own' : 'any';
}

// Issues 37 and 45: a forfeit and an undo are the game's crew's (its referee) and the league's
// admins'; another referee of the league may run the game's clock and score but not take back its
// record or end it. Asserted by server/modules/games/live-actions.ts, read by the console
// (client/src/features/game-control/game-control.tsx) to show Forfeit and Undo.
function mayAmendGame(user: GameUser, game: CrewedGame): boolean {
  return user ? can(user.role, 'amend:game', accessTo(user, game)) : false;
}

export function mayForfeit(user: GameUser, game: CrewedGame): boolean {
  return mayAmendGame(user, game);
}

export function mayUndo(user: GameUser, game: CrewedGame): boolean {
  return mayAmendGame(user, game);
}

// Spec 7: a game's referee is an approved referee or an admin of its league (checked against the
// league by server/modules/games/references.ts).
export function mayBeGameReferee(user: { role: Role }): boolean {
  return can(user.role, 'officiate:game');
}

// Issue 46: a game's timeline (GET /api/games/{id}/history) is read by those who may amend it: the
// league's admins and super admins any game's, its referee (its crew) his own; another referee of the
// league, a fan or a parent none. The league itself is the server's scoped lookup (another league's
// game is not found). Asserted by server/modules/games/read-history.ts, read by the admin's game
// dialog (client/src/features/admin/edit-game-dialog.tsx) to show its History tab.
export function mayReadGameHistory(user: GameUser, game: CrewedGame): boolean {
  return mayAmendGame(user, game);
}
