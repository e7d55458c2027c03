// as: client/src/features/league/league-gate.tsx
// expect: features/ imports only its own floor and those below
// The league gate (a feature) drew the League Not Found page (a page).
import { LeagueNotFoundPage } from '@client/pages/rare-pages';

export const used = LeagueNotFoundPage;
