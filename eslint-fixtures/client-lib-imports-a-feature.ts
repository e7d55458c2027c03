// as: client/src/lib/use-api-mutation.ts
// expect: lib/ imports only its own floor and those below
// expect: lib/ imports only its own floor and those below
// The kernel every screen uses imported the screens: lib/ reached up into features/ and components/.
import { CURRENT_USER_KEY } from '@client/features/auth/use-logout';
import { Button } from '../components/ui/button';

export const used = [CURRENT_USER_KEY, Button];
