// Issue 49: the admin's Invite form of a team's coaches, checked by the request's own schema
// (common/schemas/rosters.ts coachInviteBody, the server's; decision 035).
import { z } from 'zod';
import { coachInviteBody } from '@common/schemas/rosters';
import { requireFilled } from '@client/lib/form-errors';
import { COACHES_TEXT } from './texts';

const values = z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), coachRole: z.enum(['head', 'assistant']) });
export type InviteValues = z.input<typeof values>;
export const EMPTY_INVITE: InviteValues = { email: '', firstName: '', lastName: '', coachRole: 'head' };
export const INVITE_LABELS = { email: COACHES_TEXT.email, firstName: COACHES_TEXT.firstName, lastName: COACHES_TEXT.lastName, coachRole: COACHES_TEXT.roleLabel };

export const inviteForm = values
  .superRefine(requireFilled<InviteValues>(COACHES_TEXT.required, { text: ['email', 'firstName', 'lastName'] }))
  .transform((v) => ({ email: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim(), coachRole: v.coachRole }))
  .pipe(coachInviteBody.required());
export type InviteRequest = z.output<typeof inviteForm>;
