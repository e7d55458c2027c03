import { describe, expect, it } from 'vitest';
import { errorStatus, isAssignedLeagueError, isUnauthorizedError, serverMessage, suspendedSessionLeague } from './api-errors';

describe('isUnauthorizedError (spec 8: starts with 401 and contains Unauthorized)', () => {
  it.each([
    [new Error('401: {"message":"Unauthorized"}'), true],
    [new Error('401: Unauthorized'), true],
    [new Error('401: {"message":"Invalid username or password"}'), false],
    [new Error('403: Unauthorized'), false],
    [new Error('Unauthorized'), false],
    [new Error('500: 401: Unauthorized'), false],
    ['401: Unauthorized', true],
    [null, false],
  ])('%s -> %s', (error, expected) => {
    expect(isUnauthorizedError(error)).toBe(expected);
  });
});

describe('isAssignedLeagueError (case-insensitive)', () => {
  it.each([
    [new Error('403: {"message":"You can only access your assigned league"}'), true],
    [new Error('403: you can only access your ASSIGNED league'), true],
    [new Error('403: {"message":"Forbidden"}'), false],
    [new Error('404: {"message":"League not found"}'), false],
  ])('%s -> %s', (error, expected) => {
    expect(isAssignedLeagueError(error)).toBe(expected);
  });
});

describe('suspendedSessionLeague (decision 018: only the session check names a slug)', () => {
  it.each([
    [new Error('403: {"message":"This league is suspended","leagueSlug":"north"}'), 'north'],
    // a visitor's public read of a suspended league: its page shows it, no forced sign-out
    [new Error('403: {"message":"This league is suspended"}'), null],
    [new Error('403: {"message":"You can only access your assigned league","leagueSlug":"north"}'), null],
    [new Error('409: {"message":"This league is suspended","leagueSlug":"north"}'), null],
    [new Error('403: This league is suspended'), null],
    [null, null],
  ])('%s -> %s', (error, expected) => {
    expect(suspendedSessionLeague(error)).toBe(expected);
  });
});

describe('errorStatus', () => {
  it('reads the status at the front of the message', () => {
    expect(errorStatus(new Error('404: {"message":"League not found"}'))).toBe(404);
    expect(errorStatus(new Error('Failed to fetch'))).toBeNull();
  });
});

describe('serverMessage', () => {
  it.each([
    [new Error('401: {"message":"Invalid username or password"}'), 'Invalid username or password'],
    [new Error('409: {"message":"That username is already taken"}'), 'That username is already taken'],
    [new Error('500: Internal Server Error'), 'Internal Server Error'],
    [new Error('502: <html>bad gateway</html>'), 'fallback'],
    [new Error('400: {"error":"x"}'), 'fallback'],
    [new Error('400: '), 'fallback'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [undefined, 'fallback'],
  ])('%s -> %s', (error, expected) => {
    expect(serverMessage(error, 'fallback')).toBe(expected);
  });
});
