// The pay page's rules (issue 48), pure: the period a month opens on, the paths it asks, an amount in
// the league's currency, a line's state in words, and the rates form (a cell per division and
// position, in the currency's units) read back into the league's payRates.
import type { QueryClient } from '@tanstack/react-query';
import { CREW_POSITIONS, type CrewPosition, type PayRate } from '@common/crews/crew';
import { payPeriodProblem } from '@common/crews/pay';
import type { PayLineDto } from '@common/schemas/crews';
import { DATE_PATTERN, parseCalendarDate } from '@common/schedule/dates';
import { PAY_TEXT as T } from './texts';

export type PayPeriod = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

// The month of a league day (YYYY-MM-DD): its first and last days.
export function monthOf(day: string): PayPeriod {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

// A period the server takes: two real dates, in order, at most 366 days.
export function periodIsValid(period: PayPeriod): boolean {
  const real = (date: string) => DATE_PATTERN.test(date) && parseCalendarDate(date) !== null;
  return real(period.from) && real(period.to) && payPeriodProblem(period.from, period.to) === null;
}

const query = (period: PayPeriod) => new URLSearchParams({ from: period.from, to: period.to }).toString();

export function payPath(slug: string, period: PayPeriod): string {
  return `/api/leagues/${encodeURIComponent(slug)}/pay?${query(period)}`;
}

// every pay query of a league (the list of any period), reloaded after a mark or new rates
export const payKey = (slug: string, period?: PayPeriod) => (period ? ['pay', slug, period.from, period.to] : ['pay', slug]);

export function invalidatePay(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: payKey(slug) });
}

export function payCsvPath(slug: string, period: PayPeriod): string {
  return `/api/leagues/${encodeURIComponent(slug)}/pay.csv?${query(period)}`;
}

// An amount in the league's currency as the viewer reads money ('$30.00', '€45.00').
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

export function consoleText(line: Pick<PayLineDto, 'consoleRan' | 'playedOffConsole'>): string {
  if (line.consoleRan) return T.consoleRan;
  return line.playedOffConsole ? T.consoleOff : T.consoleNot;
}

export function reasonText(line: Pick<PayLineDto, 'unpaidReason'>): string {
  return line.unpaidReason === null ? T.paid : T.reasons[line.unpaidReason];
}

// A line whose game the admin may mark as played off the console: its console did not run and it is
// not marked yet (the server says whether the game has been played).
export function mayMarkLine(line: Pick<PayLineDto, 'consoleRan' | 'playedOffConsole'>): boolean {
  return !line.consoleRan && !line.playedOffConsole;
}

// ---- the rates form ----

// A cell's key: the division (or 'league', its default) and the position.
export type RateKey = `${number | 'league'}:${CrewPosition}`;
export type RatesForm = { currency: string; cells: Record<RateKey, string> };

export const rateKey = (divisionId: number | null, position: CrewPosition): RateKey => `${divisionId ?? 'league'}:${position}`;

function unitsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function ratesFormOf(rates: readonly PayRate[], currency: string): RatesForm {
  const cells: Record<string, string> = {};
  for (const rate of rates) cells[rateKey(rate.divisionId, rate.position)] = unitsText(rate.cents);
  return { currency, cells: cells as Record<RateKey, string> };
}

const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/;

// A cell's amount in cents: '' is none (null), anything but 0 to 99999.99 with two decimals at most
// is refused (undefined).
export function centsOfCell(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!AMOUNT.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}

export type RatesProblems = { cells: RateKey[]; currency: boolean };

// The form read back: the league's rates (a cell left empty has none) and its currency, or what is wrong.
export function ratesOfForm(form: RatesForm, divisionIds: readonly (number | null)[]): { rates: PayRate[]; currency: string } | RatesProblems {
  const rates: PayRate[] = [];
  const bad: RateKey[] = [];
  for (const divisionId of divisionIds) {
    for (const position of CREW_POSITIONS) {
      const key = rateKey(divisionId, position);
      const cents = centsOfCell(form.cells[key] ?? '');
      if (cents === undefined) bad.push(key);
      else if (cents !== null) rates.push({ divisionId, position, cents });
    }
  }
  const currency = form.currency.trim().toUpperCase();
  const currencyBad = !/^[A-Z]{3}$/.test(currency);
  if (bad.length > 0 || currencyBad) return { cells: bad, currency: currencyBad };
  return { rates, currency };
}
