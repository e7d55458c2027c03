// as: client/src/features/admin/admin-dashboard.tsx
// Downward and sideways imports of the client, by alias and by relative path: no error.
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/use-current-user';
import { LoadingNotice } from '@client/features/shell/notices';
import { useLeague } from '../../lib/league-context';
import { ADMIN_TEXT } from './texts';
import { SEASON_TEXT } from '../season/texts';

export const used = [Button, useCurrentUser, LoadingNotice, useLeague, ADMIN_TEXT, SEASON_TEXT];
