import { describe, expect, it } from 'vitest';
import { centsOfCell, consoleText, formatMoney, mayMarkLine, monthOf, payCsvPath, payPath, periodIsValid, rateKey, ratesFormOf, ratesOfForm, reasonText } from './pay';
import { PAY_TEXT as T } from './texts';

describe('the pay period (issue 48)', () => {
  it('opens on the month of the league day', () => {
    expect(monthOf('2026-12-07')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-02-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('takes real dates in order, at most 366 days apart', () => {
    expect(periodIsValid({ from: '2026-05-01', to: '2026-05-31' })).toBe(true);
    expect(periodIsValid({ from: '2026-05-31', to: '2026-05-01' })).toBe(false);
    expect(periodIsValid({ from: '2026-01-01', to: '2027-01-02' })).toBe(false);
    expect(periodIsValid({ from: '', to: '2026-05-01' })).toBe(false);
    expect(periodIsValid({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
  });

  it('asks the pay and its CSV for the period', () => {
    expect(payPath('demo', { from: '2026-05-01', to: '2026-05-31' })).toBe('/api/leagues/demo/pay?from=2026-05-01&to=2026-05-31');
    expect(payCsvPath('demo', { from: '2026-05-01', to: '2026-05-31' })).toBe('/api/leagues/demo/pay.csv?from=2026-05-01&to=2026-05-31');
  });
});

describe('a line in words', () => {
  it("formats money in the league's currency", () => {
    expect(formatMoney(3000, 'USD')).toBe('$30.00');
    expect(formatMoney(4550, 'EUR')).toBe('€45.50');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('says the console and the reason', () => {
    expect(consoleText({ consoleRan: true, playedOffConsole: false })).toBe(T.consoleRan);
    expect(consoleText({ consoleRan: false, playedOffConsole: true })).toBe(T.consoleOff);
    expect(consoleText({ consoleRan: false, playedOffConsole: false })).toBe(T.consoleNot);
    expect(reasonText({ unpaidReason: null })).toBe(T.paid);
    expect(reasonText({ unpaidReason: 'noShow' })).toBe('Reported as a no-show');
  });

  it('offers the mark only for a game whose console did not run and is not marked', () => {
    expect(mayMarkLine({ consoleRan: false, playedOffConsole: false })).toBe(true);
    expect(mayMarkLine({ consoleRan: true, playedOffConsole: false })).toBe(false);
    expect(mayMarkLine({ consoleRan: false, playedOffConsole: true })).toBe(false);
  });
});

describe('the rates form', () => {
  it('shows each rate in the units of the currency', () => {
    const form = ratesFormOf([{ divisionId: null, position: 'referee', cents: 3000 }, { divisionId: 4, position: 'second', cents: 2550 }], 'USD');
    expect(form.cells[rateKey(null, 'referee')]).toBe('30');
    expect(form.cells[rateKey(4, 'second')]).toBe('25.50');
    expect(form.currency).toBe('USD');
  });

  it('reads amounts: empty is none, more than two decimals or letters are refused', () => {
    expect(centsOfCell('')).toBeNull();
    expect(centsOfCell(' 30 ')).toBe(3000);
    expect(centsOfCell('25.5')).toBe(2550);
    expect(centsOfCell('0.07')).toBe(7);
    expect(centsOfCell('1.005')).toBeUndefined();
    expect(centsOfCell('-5')).toBeUndefined();
    expect(centsOfCell('ten')).toBeUndefined();
  });

  it("reads the form back into the league's rates, or what is wrong", () => {
    const form = { currency: ' eur ', cells: { [rateKey(null, 'referee')]: '30', [rateKey(4, 'line')]: '12.50', [rateKey(4, 'referee')]: '' } } as ReturnType<typeof ratesFormOf>;
    expect(ratesOfForm(form, [null, 4])).toEqual({
      currency: 'EUR',
      rates: [
        { divisionId: null, position: 'referee', cents: 3000 },
        { divisionId: 4, position: 'line', cents: 1250 },
      ],
    });
    expect(ratesOfForm({ currency: 'E1', cells: { [rateKey(null, 'second')]: 'x' } } as ReturnType<typeof ratesFormOf>, [null])).toEqual({ cells: [rateKey(null, 'second')], currency: true });
  });
});
