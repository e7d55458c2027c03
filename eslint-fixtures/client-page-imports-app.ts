// as: client/src/pages/scoreboard-page.tsx
// expect: pages/ imports only its own floor and those below
import { Providers } from '../app/providers';

export const used = Providers;
