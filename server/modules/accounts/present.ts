// What the client is told of the signed-in user (spec 7 GET /api/user, the answers of login and register).
import type { UserDto } from '../../../common/schemas/auth';
import type { Actor } from '../../auth/actor';
import { presentUser } from './store';

export function presentSignedIn(user: Actor): UserDto {
  return presentUser(user, user.leagueSlug);
}
