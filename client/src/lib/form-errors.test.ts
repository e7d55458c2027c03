import { describe, expect, it } from 'vitest';
import { fieldError, firstFieldError, withLabel } from './form-errors';

describe('form errors', () => {
  it('a rule follows its label; a sentence stands alone', () => {
    expect(withLabel('Email', 'must be a valid email address')).toBe('Email must be a valid email address');
    expect(withLabel('Kickoff times', '"9am" is not a time')).toBe('"9am" is not a time');
    expect(withLabel('Username', 'Please fill in all required fields')).toBe('Please fill in all required fields');
  });

  it("reads a list's own error under root (react-hook-form files it there for a list of fields)", () => {
    const errors = { tiebreakers: { root: { type: 'custom', message: 'Each tiebreaker can be chosen only once' } } };
    expect(firstFieldError(errors, {})).toBe('Each tiebreaker can be chosen only once');
    expect(fieldError(errors, 'tiebreakers')).toBe('Each tiebreaker can be chosen only once');
    expect(fieldError({}, 'tiebreakers')).toBeUndefined();
  });
});
