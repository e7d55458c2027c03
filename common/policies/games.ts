// Who may do what to one game (architecture rule 14): pure predicates the server asserts and the
// console reads to show or hide a control, so the two always agree.
import { can, type Role } from '../roles';

// Issues 37 and 45: a forfeit and an undo are the game's crew's (its referee) and the league's
// admins'; another referee of the league may run the game's clock and score but not take back its
// record or end it.
export function mayAmendGame(user: { id: number; role: Role } | null | undefined, game: { refereeId: number | null }): boolean {
  if (!user) return false;
  return can(user.role, 'manage:league') || game.refereeId === user.id;
}
