import { describe, expect, it } from 'vitest';
import { eachCase } from '@client/lib/each-case';
import { gameDtoFixture } from './game-dto.fixture';
import { ApiError } from './api';
import { errorStatus, gameErrorBody, isAssignedLeagueError, isUnauthorizedError, serverMessage, suspendedSessionLeague } from './api-errors';

describe('isUnauthorizedError (spec 8: starts with 401 and contains Unauthorized)', () => {
  eachCase(isUnauthorizedError, [
    [new ApiError(401, '{"message":"Unauthorized"}'), true],
    [new ApiError(401, 'Unauthorized'), true],
    [new ApiError(401, '{"message":"Invalid username or password"}'), false],
    [new ApiError(403, 'Unauthorized'), false],
    [new Error('Unauthorized'), false],
    [new ApiError(500, '401: Unauthorized'), false],
    // only an answer of the API counts, not a text that looks like one
    [new Error('401: Unauthorized'), false],
    ['401: Unauthorized', false],
    [null, false],
  ], '%s -> %s');
});

describe('isAssignedLeagueError (case-insensitive)', () => {
  eachCase(isAssignedLeagueError, [
    [new ApiError(403, '{"message":"You can only access your assigned league"}'), true],
    [new ApiError(403, 'you can only access your ASSIGNED league'), true],
    [new ApiError(403, '{"message":"Forbidden"}'), false],
    [new ApiError(404, '{"message":"League not found"}'), false],
  ], '%s -> %s');
});

describe('suspendedSessionLeague (decision 018: only the session check names a slug)', () => {
  eachCase(suspendedSessionLeague, [
    [new ApiError(403, '{"message":"This league is suspended","leagueSlug":"north"}'), 'north'],
    // a visitor's public read of a suspended league: its page shows it, no forced sign-out
    [new ApiError(403, '{"message":"This league is suspended"}'), null],
    [new ApiError(403, '{"message":"You can only access your assigned league","leagueSlug":"north"}'), null],
    [new ApiError(409, '{"message":"This league is suspended","leagueSlug":"north"}'), null],
    [new ApiError(403, 'This league is suspended'), null],
    [null, null],
  ], '%s -> %s');
});

describe('errorStatus', () => {
  it("reads the answer's status; a network error has none", () => {
    expect(errorStatus(new ApiError(404, '{"message":"League not found"}'))).toBe(404);
    expect(errorStatus(new Error('Failed to fetch'))).toBeNull();
  });
});

describe('serverMessage', () => {
  it.each([
    [new ApiError(401, '{"message":"Invalid username or password"}'), 'Invalid username or password'],
    [new ApiError(409, '{"message":"That username is already taken"}'), 'That username is already taken'],
    [new ApiError(500, 'Internal Server Error'), 'Internal Server Error'],
    [new ApiError(502, '<html>bad gateway</html>'), 'fallback'],
    [new ApiError(400, '{"error":"x"}'), 'fallback'],
    [new ApiError(400, ''), 'fallback'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [undefined, 'fallback'],
  ])('%s -> %s', (error, expected) => {
    expect(serverMessage(error, 'fallback')).toBe(expected);
  });
});

describe('gameErrorBody', () => {
  it('reads the JSON refusal, with the current game of a stale edit', () => {
    const game = gameDtoFixture();
    expect(gameErrorBody(new ApiError(409, JSON.stringify({ message: 'stale', game })))?.game?.id).toBe(5);
  });

  it('is null for anything else', () => {
    expect(gameErrorBody(new ApiError(500, '<html>'))).toBeNull();
    expect(gameErrorBody(new ApiError(409, '{"title":"no message"}'))).toBeNull();
    expect(gameErrorBody(new TypeError('Failed to fetch'))).toBeNull();
    expect(gameErrorBody(new Error('409: {"message":"text that only looks like an answer"}'))).toBeNull();
  });
});
