// as: server/modules/games/present.ts
// expect: never import the client
// `**/client/**` did not match the alias.
import { apiFetch } from '@client/lib/api';

export const fetchGames = apiFetch;
