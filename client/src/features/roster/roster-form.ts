// Issue 49: a player's form (the roster editor's add and edit), checked by the request's own schema
// (common/schemas/rosters.ts playerBody, the server's): the names required with the form's sentence,
// a blank number or birth date sent as null (decision 035).
import { z } from 'zod';
import { playerBody, type PlayerDto } from '@common/schemas/rosters';
import { requireFilled } from '@client/lib/form-errors';
import { ROSTER_TEXT } from './texts';

const values = z.object({ firstName: z.string(), lastName: z.string(), jerseyNumber: z.string(), birthDate: z.string() });
export type PlayerValues = z.input<typeof values>;
export const EMPTY_PLAYER: PlayerValues = { firstName: '', lastName: '', jerseyNumber: '', birthDate: '' };

export const PLAYER_LABELS = { firstName: ROSTER_TEXT.firstName, lastName: ROSTER_TEXT.lastName, jerseyNumber: ROSTER_TEXT.jerseyNumber, birthDate: ROSTER_TEXT.birthDate };

export const playerForm = values
  .superRefine(requireFilled<PlayerValues>(ROSTER_TEXT.namesRequired, { text: ['firstName', 'lastName'] }))
  .transform((v) => ({
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    // a blank number is none; anything else not a whole number is refused by the schema
    jerseyNumber: v.jerseyNumber.trim() === '' ? null : Number(v.jerseyNumber.trim()),
    birthDate: v.birthDate === '' ? null : v.birthDate,
  }))
  .pipe(playerBody.required());
export type PlayerRequest = z.output<typeof playerForm>;

export function valuesOf(player: PlayerDto): PlayerValues {
  return { firstName: player.firstName, lastName: player.lastName, jerseyNumber: player.jerseyNumber === null ? '' : String(player.jerseyNumber), birthDate: player.birthDate ?? '' };
}
