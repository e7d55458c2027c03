import { describe, expect, it } from 'vitest';
import { mayMarkPlayedOffConsole, mayReadLeaguePay, mayReadOwnPay } from './pay';

const league = { id: 1 };

describe("the league's pay (issue 48): its own admins and a super admin", () => {
  it.each([
    [{ role: 'admin', leagueId: 1 }, true],
    [{ role: 'super_admin', leagueId: null }, true],
    [{ role: 'admin', leagueId: 2 }, false],
    [{ role: 'referee', leagueId: 1 }, false],
    [{ role: 'fan', leagueId: 1 }, false],
    [null, false],
  ] as const)('%o -> %s', (user, allowed) => {
    expect(mayReadLeaguePay(user, league)).toBe(allowed);
    expect(mayMarkPlayedOffConsole(user, league)).toBe(allowed);
  });
});

describe('his own statement: whoever officiates', () => {
  it.each([
    [{ role: 'referee' }, true],
    [{ role: 'admin' }, true],
    [{ role: 'super_admin' }, false],
    [{ role: 'fan' }, false],
    [{ role: 'pending' }, false],
    [null, false],
  ] as const)('%o -> %s', (user, allowed) => expect(mayReadOwnPay(user)).toBe(allowed));
});
