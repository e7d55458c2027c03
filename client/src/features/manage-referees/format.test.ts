import { describe, expect, it } from 'vitest';
import type { ManagedUserDto } from '@common/schemas/users';
import { formatRequestedDate, fullNameOf, groupApprovedUsers } from './format';

function user(overrides: Partial<ManagedUserDto>): ManagedUserDto {
  return {
    id: 1,
    username: 'user',
    email: null,
    firstName: null,
    lastName: null,
    role: 'referee',
    leagueId: 1,
    createdAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  };
}

describe('fullNameOf', () => {
  it('joins first and last name, falling back to the username', () => {
    expect(fullNameOf(user({ firstName: 'Riley', lastName: 'Stone' }))).toBe('Riley Stone');
    expect(fullNameOf(user({ firstName: 'Riley', lastName: null }))).toBe('Riley');
    expect(fullNameOf(user({ firstName: ' ', lastName: '', username: 'rstone' }))).toBe('rstone');
  });
});

describe('formatRequestedDate', () => {
  it('shows the day in the given time zone', () => {
    expect(formatRequestedDate('2025-03-04T12:00:00.000Z', 'America/New_York')).toBe('Mar 4, 2025');
    // 02:00 UTC is still the evening before in New York.
    expect(formatRequestedDate('2025-03-04T02:00:00.000Z', 'America/New_York')).toBe('Mar 3, 2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatRequestedDate('not a date')).toBe('');
  });
});

describe('groupApprovedUsers (spec 2.9)', () => {
  it('splits admins from referees and sorts each by name', () => {
    const users = [
      user({ id: 1, role: 'referee', firstName: 'Zoe' }),
      user({ id: 2, role: 'admin', firstName: 'Mia' }),
      user({ id: 3, role: 'referee', firstName: 'adam' }),
      user({ id: 4, role: 'pending', firstName: 'Pat' }),
    ];
    const { administrators, referees } = groupApprovedUsers(users);
    expect(administrators.map((u) => u.id)).toEqual([2]);
    expect(referees.map((u) => u.id)).toEqual([3, 1]);
  });
});
