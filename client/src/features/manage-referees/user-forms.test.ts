import { describe, expect, it } from 'vitest';
import { addRefereeForm, editUserForm, EMPTY_REFEREE } from './user-forms';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('Add Referee and Edit Referee (spec 5, 2.9)', () => {
  it('refuses blank required fields with the spec sentence, each at its field', () => {
    expect(issues(addRefereeForm.safeParse(EMPTY_REFEREE))).toEqual(['firstName', 'username', 'password'].map((field) => [field, 'Please fill in all required fields']));
    // a first name of spaces is blank; a password is taken as typed
    expect(issues(addRefereeForm.safeParse({ ...EMPTY_REFEREE, firstName: '  ', username: 'ref1', password: '        ' }))).toEqual([['firstName', 'Please fill in all required fields']]);
  });

  it("then holds the fields to the server's rules and sends trimmed text, blanks as null", () => {
    const filled = { ...EMPTY_REFEREE, firstName: ' Ann ', username: ' ann.ref ', password: 'longenough' };
    expect(addRefereeForm.parse(filled)).toEqual({ firstName: 'Ann', lastName: null, email: null, username: 'ann.ref', password: 'longenough', role: 'referee' });
    expect(issues(addRefereeForm.safeParse({ ...filled, password: 'short' }))).toEqual([['password', 'must be at least 8 characters']]);
    expect(issues(addRefereeForm.safeParse({ ...filled, email: 'not-an-email' }))).toEqual([['email', 'must be a valid email address']]);
    expect(issues(addRefereeForm.safeParse({ ...filled, username: 'ann ref' }))).toEqual([['username', 'may contain only letters, digits, dot, underscore, @ and hyphen']]);
  });

  it('edits every field, the same rules', () => {
    expect(editUserForm.parse({ firstName: 'Ann', lastName: ' ', email: 'a@b.co', username: 'ann' })).toEqual({ firstName: 'Ann', lastName: null, email: 'a@b.co', username: 'ann' });
    expect(issues(editUserForm.safeParse({ firstName: '', lastName: '', email: '', username: '' }))).toEqual(['firstName', 'username'].map((field) => [field, 'Please fill in all required fields']));
  });
});
