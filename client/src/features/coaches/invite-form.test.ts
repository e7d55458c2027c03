import { describe, expect, it } from 'vitest';
import { EMPTY_INVITE, inviteForm } from './invite-form';
import { COACHES_TEXT } from './texts';

describe('the Invite coach form', () => {
  it('sends the trimmed body the server checks', () => {
    const parsed = inviteForm.safeParse({ email: ' coach@example.com ', firstName: ' Isaac ', lastName: 'Lopez', coachRole: 'assistant' });
    expect(parsed.success && parsed.data).toEqual({ email: 'coach@example.com', firstName: 'Isaac', lastName: 'Lopez', coachRole: 'assistant' });
  });

  it('asks for the address and both names, and refuses an address that is not one', () => {
    const empty = inviteForm.safeParse(EMPTY_INVITE);
    expect(empty.success).toBe(false);
    expect(empty.error!.issues.map((i) => i.message)).toContain(COACHES_TEXT.required);
    const bad = inviteForm.safeParse({ ...EMPTY_INVITE, email: 'nope', firstName: 'A', lastName: 'B' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['email']);
  });
});
