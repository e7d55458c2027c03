// Issue 49, decision 081: who may answer, read and rule on a game's final. Pure predicates the server
// asserts (server/modules/results) and the screens read to show a control. Whose team a game is
// comes from team_coaches (the server's lookup): `coached` names the game's sides the user coaches.
import { can, type Role } from '../roles';

type ResultUser = { id: number; role: Role } | null | undefined;
type CoachedGame = { refereeId: number | null; coached: readonly ('home' | 'away')[] };

// A final is answered by a coach of one of its teams (his own: any account that coaches it).
export function mayAnswerResult(user: ResultUser, game: CoachedGame): boolean {
  return !!user && game.coached.length > 0 && can(user.role, 'answer:result', 'own');
}

// A final's answers and ruling are read by the league's admins, the game's coaches and its referee.
export function mayReadResult(user: ResultUser, game: CoachedGame): boolean {
  if (!user) return false;
  return can(user.role, 'rule:result') || mayAnswerResult(user, game) || (game.refereeId === user.id && can(user.role, 'officiate:game'));
}

// A protest is ruled on by the league's admins.
export function mayRuleResult(user: ResultUser): boolean {
  return user ? can(user.role, 'rule:result') : false;
}

