// as: common/schemas/games/dto.ts
// expect: never import the client
import { apiFetch } from '@client/lib/api';

export const fetchGames = apiFetch;
