import type { GameFormat, LeagueStatus, TimeoutType } from '../constants';

// GET /api/leagues/by-slug/:slug
export type LeagueDto = {
  id: number;
  name: string;
  slug: string;
  status: LeagueStatus;
  defaultGameFormat: GameFormat;
  defaultPeriodDuration: number;
  defaultTotalPeriods: number;
  defaultTimeoutsPerPeriod: number;
  defaultBlitzesPerPeriod: number;
  timeoutType: TimeoutType;
  autoTimeouts: boolean;
  timeoutDuration: number;
  halftimeDuration: number;
  timezone: string;
  createdAt: string;
};

// GET /api/leagues/by-slug (the lists on the not-found and suspended pages)
export type LeagueSummaryDto = { name: string; slug: string; status: LeagueStatus };
