// Spec 9: period labels. Periods beyond the format's preset count have no name of their own.
import { FORMAT_PRESETS, type GameFormat } from '../constants';
import { PERIOD_TEXT } from './texts';

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export function periodLabel(period: number, gameFormat: GameFormat): string {
  const named = FORMAT_PRESETS[gameFormat].totalPeriods;
  if (!Number.isInteger(period) || period < 1 || period > named) return PERIOD_TEXT.other(period);
  return gameFormat === 'halves' ? PERIOD_TEXT.half(ordinal(period)) : PERIOD_TEXT.quarter(ordinal(period));
}
