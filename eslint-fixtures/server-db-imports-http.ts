// as: server/db/errors.ts
// expect: server/db/ imports only rooms on its own floor or below
// Issue 46: a unique index's refusal became the 409 in db/, and http/ reads the database: the two
// folders imported each other (conflictOnUnique now stands in http/errors.ts).
import { conflict } from '../http/errors';

export const taken = (message: string) => conflict(message);
