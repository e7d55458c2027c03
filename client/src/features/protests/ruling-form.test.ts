import { describe, expect, it } from 'vitest';
import { rulingBodyOf } from './ruling-form';

describe('the ruling form', () => {
  it('an upheld protest sends the scores entered; a denied one none; a note is required', () => {
    expect(rulingBodyOf({ decision: 'upheld', homeScore: '14', awayScore: '20', note: ' Clock ran out ' }).body).toEqual({ decision: 'upheld', homeScore: 14, awayScore: 20, note: 'Clock ran out' });
    expect(rulingBodyOf({ decision: 'upheld', homeScore: '', awayScore: '7', note: 'x' }).body).toEqual({ decision: 'upheld', awayScore: 7, note: 'x' });
    expect(rulingBodyOf({ decision: 'denied', homeScore: '3', awayScore: '4', note: 'x' }).body).toEqual({ decision: 'denied', note: 'x' });
    expect(rulingBodyOf({ decision: 'upheld', homeScore: '1.5', awayScore: '-1', note: '' })).toEqual({ body: null, problems: { homeScore: true, awayScore: true, note: true } });
  });
});
