import { can } from '../../../common/roles';
import { ACCESS_TEXT } from '../../../common/texts';
import type { Actor } from '../../auth/actor';
import { forbidden, unauthorized } from '../../http/errors';

// Spec 2.2: the API key texts for signed-out visitors and for other roles.
export function keyManager(user: Actor | null): Actor {
  if (!user) throw unauthorized(ACCESS_TEXT.apiKeysLoggedOut);
  if (!can(user.role, 'manage:api-keys')) throw forbidden(ACCESS_TEXT.apiKeysSuperAdminRequired);
  return user;
}
