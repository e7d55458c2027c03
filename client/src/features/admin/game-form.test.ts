import { describe, expect, it } from 'vitest';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { z } from 'zod';
import { firstFieldError } from '@client/lib/form-errors';
import { createGameDefaults, createGameForm, editGameForm, editGameValues, type CreateGameValues } from './game-form';

const NY = 'America/New_York';

const league = {
  id: 7,
  defaultGameFormat: 'halves',
  defaultPeriodDuration: 20,
  defaultTotalPeriods: 2,
  defaultTimeoutsPerPeriod: 6,
  defaultBlitzesPerPeriod: 1,
  timeoutType: 'per_game',
  autoTimeouts: false,
  timeoutDuration: 45,
  halftimeDuration: 600,
  timezone: NY,
} as LeagueDto;

// What the form's schema says: the request it sends, or each field's error.
function outcome(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
}
const buildCreateGameRequest = (values: CreateGameValues, timeZone: string, leagueId: number) => outcome(createGameForm(timeZone, leagueId), values);
const buildEditGameRequest = (game: GameDto, values: unknown, timeZone: string) => outcome(editGameForm(game, timeZone), values);

function filled(overrides: Partial<CreateGameValues> = {}): CreateGameValues {
  return { ...createGameDefaults(league), homeTeamId: '1', awayTeamId: '2', scheduledDate: '2026-07-04T09:30', ...overrides };
}

describe('Create New Game (spec 5)', () => {
  it('starts from the league settings, holding timeouts and blitzes to the form limit of 3', () => {
    const values = createGameDefaults(league);
    expect(values).toMatchObject({ gameFormat: 'halves', periodDuration: '20', timeoutsPerPeriod: '3', blitzesPerPeriod: '1', timeoutType: 'per_game', autoTimeouts: false, timeoutDuration: '45', halftimeDuration: '600' });
    expect(createGameDefaults(null)).toMatchObject({ gameFormat: 'quarters', periodDuration: '15', timeoutsPerPeriod: '2', blitzesPerPeriod: '0' });
  });

  it('requires both teams and the date, then different teams', () => {
    expect(buildCreateGameRequest(filled({ homeTeamId: '' }), NY, 7)).toEqual({ ok: false, errors: [['homeTeamId', 'Please fill in all required fields']] });
    expect(buildCreateGameRequest(filled({ scheduledDate: '' }), NY, 7)).toEqual({ ok: false, errors: [['scheduledDate', 'Please fill in all required fields']] });
    expect(buildCreateGameRequest(filled({ homeTeamId: '', awayTeamId: '', scheduledDate: '' }), NY, 7)).toEqual({
      ok: false,
      errors: ['homeTeamId', 'awayTeamId', 'scheduledDate'].map((field) => [field, 'Please fill in all required fields']),
    });
    expect(buildCreateGameRequest(filled({ awayTeamId: '1' }), NY, 7)).toEqual({ ok: false, errors: [['awayTeamId', 'Home and away teams must be different']] });
  });

  it('reads the date as a wall-clock time at the league and sends the preset period count', () => {
    const result = buildCreateGameRequest(filled({ refereeId: '12', field: 'Field 1' }), NY, 7);
    expect(result.ok && result.value).toMatchObject({
      homeTeamId: 1,
      awayTeamId: 2,
      refereeId: 12,
      field: 'Field 1',
      scheduledDate: '2026-07-04T13:30:00.000Z',
      gameFormat: 'halves',
      totalPeriods: 2,
      periodDuration: 20,
      leagueId: 7,
    });
    const noExtras = buildCreateGameRequest(filled(), NY, 7);
    expect(noExtras.ok && noExtras.value).toMatchObject({ refereeId: null, field: null });
  });

  it('holds the period to 1-30 minutes and the durations to their limits', () => {
    // the server's own rules (common/schemas/games/requests.ts), on the field they concern
    for (const bad of ['0', '31', '']) {
      expect(buildCreateGameRequest(filled({ periodDuration: bad }), NY, 7)).toEqual({ ok: false, errors: [['periodDuration', 'must be between 1 and 30']] });
    }
    expect(buildCreateGameRequest(filled({ periodDuration: '2.5' }), NY, 7)).toEqual({ ok: false, errors: [['periodDuration', 'must be a whole number']] });
    expect(buildCreateGameRequest(filled({ periodDuration: 'abc' }), NY, 7)).toEqual({ ok: false, errors: [['periodDuration', 'must be a number']] });
    expect(buildCreateGameRequest(filled({ timeoutDuration: '29' }), NY, 7).ok).toBe(false);
    expect(buildCreateGameRequest(filled({ halftimeDuration: '1801' }), NY, 7).ok).toBe(false);
    expect(buildCreateGameRequest(filled({ periodDuration: '30', timeoutDuration: '300', halftimeDuration: '60' }), NY, 7).ok).toBe(true);
  });
});

describe('Edit Game', () => {
  const game = {
    id: 3,
    scheduledDate: '2026-07-04T13:30:00.000Z',
    field: 'Field 1',
    refereeId: null,
    status: 'scheduled',
    homeScore: 0,
    awayScore: 0,
    version: 4,
  } as GameDto;

  it('sends only what changed, with the version it read', () => {
    const values = editGameValues(game, NY);
    expect(values.scheduledDate).toBe('2026-07-04T09:30');
    expect(buildEditGameRequest(game, values, NY)).toEqual({ ok: true, value: { version: 4 } });
    const changed = buildEditGameRequest(game, { ...values, scheduledDate: '2026-07-04T10:00', field: '', status: 'completed', homeScore: '14', refereeId: '9' }, NY);
    expect(changed).toEqual({
      ok: true,
      value: { version: 4, scheduledDate: '2026-07-04T14:00:00.000Z', field: null, status: 'completed', homeScore: 14, refereeId: 9 },
    });
  });

  it('refuses negative or fractional scores', () => {
    const values = editGameValues(game, NY);
    expect(buildEditGameRequest(game, { ...values, awayScore: '-1' }, NY)).toEqual({ ok: false, errors: [['awayScore', 'must be a whole number of 0 or more']] });
    expect(buildEditGameRequest(game, { ...values, homeScore: '1.5' }, NY).ok).toBe(false);
    expect(buildEditGameRequest(game, { ...values, scheduledDate: '' }, NY)).toEqual({ ok: false, errors: [['scheduledDate', 'Please fill in all required fields']] });
  });
});

describe('the toast of a refused form (spec 8)', () => {
  it("is the spec's sentence alone, or the field's label before its rule", () => {
    const labels = { homeTeamId: 'Home Team', periodDuration: 'Period Duration (minutes)' };
    expect(firstFieldError({ homeTeamId: { type: 'custom', message: 'Please fill in all required fields' } }, labels)).toBe('Please fill in all required fields');
    expect(firstFieldError({ periodDuration: { type: 'custom', message: 'must be between 1 and 30' } }, labels)).toBe('Period Duration (minutes) must be between 1 and 30');
  });
});
