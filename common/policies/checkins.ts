// Who may do what to a game's check-in (issue 49, decision 080; architecture rule 14): pure
// predicates the server asserts (server/modules/checkins) and the console and the admin's game
// dialog read to show the panel and its Override. The league is the server's scoped lookup.
import { can, type Access, type Role } from '../roles';

type CheckinUser = { id: number; role: Role } | null | undefined;
// the game's referee (games.referee_id) and every official holding a position of its crew
type CrewedGame = { refereeId: number | null; crewIds?: readonly number[] };

// The sheet is read by the game's crew (its own game: who the partners see at the field) and the
// league's admins.
export function mayReadCheckin(user: CheckinUser, game: CrewedGame): boolean {
  if (!user) return false;
  const access: Access = game.refereeId === user.id || (game.crewIds ?? []).includes(user.id) ? 'own' : 'any';
  return can(user.role, 'check-in:game', access);
}

// Who is present is marked by the game's referee (the one at the console) and the league's admins.
export function mayCheckIn(user: CheckinUser, game: { refereeId: number | null }): boolean {
  if (!user) return false;
  return can(user.role, 'check-in:game', game.refereeId === user.id ? 'own' : 'any');
}

// A player on neither team's roster is let in by the league's admins alone, and they alone change
// the sheet once the game is over.
export function mayOverrideCheckin(user: { role: Role } | null | undefined): boolean {
  return !!user && can(user.role, 'override:check-in');
}
