// as: client/src/features/auth/login-form.tsx
// expect: features/ imports only its own floor and those below
// expect: features/ imports only its own floor and those below
// The sign-in forms took their mutation flag from the query client, the board its hydration from app/.
import { createQueryClient } from '@client/app/query-client';
import { AppRoot } from '../../app/app-root';

export const used = [createQueryClient, AppRoot];
