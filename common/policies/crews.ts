// Issue 48, decision 070: who may do what to a game's crew. Pure predicates the server asserts
// (server/modules/crews) and the screens read to show a control, so the two always agree. The
// league itself is the server's scoped lookup: another league's game is not found.
import type { CrewStatus } from '../crews/crew';
import { can, type Role } from '../roles';

type CrewUser = { id: number; role: Role } | null | undefined;
type Member = { refereeId: number | null; status: CrewStatus };

// A crew is read by the league's admins and by every referee of the league: it is how an official
// knows his partners.
export function mayReadCrew(user: CrewUser): boolean {
  return user ? can(user.role, 'use:referee-screens') : false;
}

// A decline's reason is the league's admins' and the decliner's own.
export function mayReadDeclineReason(user: CrewUser, member: Member): boolean {
  if (!user) return false;
  return can(user.role, 'manage:league') || (member.status === 'declined' && member.refereeId === user.id);
}

// Offering a position, or opening it, is the league's admins'.
export function mayAssignCrew(user: CrewUser): boolean {
  return user ? can(user.role, 'manage:league') : false;
}

// An offer is answered by the official it was made to, and no one else.
export function mayAnswerOffer(user: CrewUser, member: Member): boolean {
  return !!user && member.refereeId === user.id;
}

// An open position is claimed by who may officiate a game of the league (its approved referees and
// admins), when the league allows self-assignment (the server checks the league's setting).
export function mayClaimPosition(user: CrewUser): boolean {
  return user ? can(user.role, 'officiate:game') : false;
}

// A user's own assignments (the dashboard's offers, "I'm here", the report to file) are listed for
// who may officiate.
export function mayHaveAssignments(user: CrewUser): boolean {
  return user ? can(user.role, 'officiate:game') : false;
}

// "I'm here" is the position's own official's, offered or accepted.
export function mayArrive(user: CrewUser, member: Member): boolean {
  return !!user && member.refereeId === user.id && (member.status === 'offered' || member.status === 'accepted');
}
