// as: client/src/components/ui/dialog.tsx
// expect: components/ imports only its own floor and those below
// expect: components/ imports only its own floor and those below
import { LoadingNotice } from '../../features/shell/notices';
import { resolveRoute } from '@client/app/routes';

export const used = [LoadingNotice, resolveRoute];
