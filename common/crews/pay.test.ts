import { describe, expect, it } from 'vitest';
import type { PayRate } from './crew';
import { centsText, payOf, payPeriodProblem, periodDays, rateOf, PAY_TEXT, type PayFacts } from './pay';

const rates: PayRate[] = [
  { divisionId: null, position: 'referee', cents: 3000 },
  { divisionId: 7, position: 'referee', cents: 4500 },
  { divisionId: 7, position: 'second', cents: 2500 },
];

describe('rateOf', () => {
  it("takes the division's rate, then the league's default, then none", () => {
    expect(rateOf(rates, 7, 'referee')).toBe(4500);
    expect(rateOf(rates, 8, 'referee')).toBe(3000);
    expect(rateOf(rates, null, 'referee')).toBe(3000);
    expect(rateOf(rates, 7, 'second')).toBe(2500);
    expect(rateOf(rates, 8, 'second')).toBeNull();
    expect(rateOf(rates, 7, 'line')).toBeNull();
    expect(rateOf([], 7, 'referee')).toBeNull();
  });

  it('pays a rate of 0 as a rate, not as none', () => {
    expect(rateOf([{ divisionId: 3, position: 'line', cents: 0 }, { divisionId: null, position: 'line', cents: 900 }], 3, 'line')).toBe(0);
  });
});

describe('payOf', () => {
  const paid: PayFacts = { position: 'referee', rateCents: 3000, reportState: 'approved', noShows: [], consoleRan: true, playedOffConsole: false };

  it('pays the rate for an approved report of a game whose console ran', () => {
    expect(payOf(paid)).toEqual({ rateCents: 3000, amountCents: 3000, unpaidReason: null });
  });

  it('pays a game played off the console as one whose console ran', () => {
    expect(payOf({ ...paid, consoleRan: false, playedOffConsole: true }).unpaidReason).toBeNull();
  });

  it.each<[Partial<PayFacts>, string]>([
    [{ reportState: null }, 'noReport'],
    [{ reportState: 'submitted' }, 'reportNotApproved'],
    [{ reportState: 'returned' }, 'reportNotApproved'],
    [{ noShows: ['referee'] }, 'noShow'],
    [{ consoleRan: false }, 'consoleNotRun'],
    [{ rateCents: null }, 'noRate'],
  ])('%j is unpaid: %s', (change, reason) => {
    const outcome = payOf({ ...paid, ...change });
    expect(outcome.unpaidReason).toBe(reason);
    expect(outcome.amountCents).toBe(0);
    expect(outcome.rateCents).toBe(change.rateCents === null ? 0 : 3000);
  });

  it("pays the others of a crew whose report names one position as a no-show", () => {
    expect(payOf({ ...paid, position: 'second', noShows: ['line'] }).unpaidReason).toBeNull();
  });

  it('says the report first when several things stop the pay', () => {
    expect(payOf({ ...paid, reportState: null, consoleRan: false, rateCents: null }).unpaidReason).toBe('noReport');
  });
});

describe('the pay period', () => {
  it('counts both ends', () => {
    expect(periodDays('2026-05-01', '2026-05-01')).toBe(1);
    expect(periodDays('2026-05-01', '2026-05-31')).toBe(31);
    expect(periodDays('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('refuses a period backwards or longer than 366 days', () => {
    expect(payPeriodProblem('2026-05-02', '2026-05-01')).toBe(PAY_TEXT.toBeforeFrom);
    expect(payPeriodProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(payPeriodProblem('2026-01-01', '2027-01-02')).toBe(PAY_TEXT.tooLong);
  });
});

describe('centsText', () => {
  it('writes the units with two decimals', () => {
    expect(centsText(0)).toBe('0.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(1250)).toBe('12.50');
    expect(centsText(123456)).toBe('1234.56');
  });
});
