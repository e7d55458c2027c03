// Issue 48: what an official is paid for one position of one game, and why not when he is not. Pure:
// the server's pay list, its CSV and the referee's own statement read the same rules, and the pay
// page says the reason in words. Pay follows what happened at the field: an approved report of a
// game whose console ran (or that the admin marked as played off the console), and he was there.
import type { CrewPosition, PayRate } from './crew';
import type { ReportState } from './report';

export type UnpaidReason = 'noReport' | 'reportNotApproved' | 'noShow' | 'consoleNotRun' | 'noRate';

// A pay period is whole league days, both ends included; a year (a leap one) at most, so one request
// never reads a league's whole history.
const PAY_LIMITS = { maxDays: 366 } as const;

export const PAY_TEXT = {
  // said of `to` ("To must be on or after from")
  toBeforeFrom: 'must be on or after from',
  tooLong: `must be within ${PAY_LIMITS.maxDays} days of from (both included)`,
} as const;

// The rate of a position in a division: the division's own, else the league's default (a null
// division), else none. `divisionId` is the game's (its home team's division; null: none).
export function rateOf(rates: readonly PayRate[], divisionId: number | null, position: CrewPosition): number | null {
  const own = divisionId === null ? undefined : rates.find((rate) => rate.divisionId === divisionId && rate.position === position);
  const fallback = own ?? rates.find((rate) => rate.divisionId === null && rate.position === position);
  return fallback?.cents ?? null;
}

export type PayFacts = {
  position: CrewPosition;
  rateCents: number | null;
  reportState: ReportState | null;
  // the positions the report says did not show (empty without a report)
  noShows: readonly CrewPosition[];
  consoleRan: boolean;
  playedOffConsole: boolean;
};

export type PayOutcome = { rateCents: number; amountCents: number; unpaidReason: UnpaidReason | null };

// The first reason that stops the pay, in the order the admin settles them: the report (missing,
// then not approved), what it says (he did not show), the console (did not run and not marked as
// played off it), the rate (none set). The rate is shown even when unpaid (0: none).
export function payOf(facts: PayFacts): PayOutcome {
  const rateCents = facts.rateCents ?? 0;
  const reason = unpaidReasonOf(facts);
  return { rateCents, amountCents: reason === null ? rateCents : 0, unpaidReason: reason };
}

function unpaidReasonOf(facts: PayFacts): UnpaidReason | null {
  if (facts.reportState === null) return 'noReport';
  if (facts.reportState !== 'approved') return 'reportNotApproved';
  if (facts.noShows.includes(facts.position)) return 'noShow';
  if (!facts.consoleRan && !facts.playedOffConsole) return 'consoleNotRun';
  if (facts.rateCents === null) return 'noRate';
  return null;
}

const dayNumber = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

// The days of a period from `from` to `to` (YYYY-MM-DD, both included): 1 for a single day.
export function periodDays(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

// Why a period (two real dates) is refused, or null.
export function payPeriodProblem(from: string, to: string): string | null {
  const days = periodDays(from, to);
  if (days < 1) return PAY_TEXT.toBeforeFrom;
  if (days > PAY_LIMITS.maxDays) return PAY_TEXT.tooLong;
  return null;
}

// An amount in the currency's units with two decimals, as a spreadsheet reads it: 1250 -> '12.50'.
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

// The sum of the amounts of some lines.
export function totalOf(lines: readonly { amountCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
