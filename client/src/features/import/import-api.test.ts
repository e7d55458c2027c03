import { describe, expect, it } from 'vitest';
import { isAssignedLeagueError, isUnauthorizedError } from '@client/lib/api-errors';
import { importFailure, isCsvFileName } from './import-api';
import { IMPORT_TEXT } from './texts';

function answer(status: number, body: string, contentType = 'application/json'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

describe('isCsvFileName (spec 5: only .csv accepted)', () => {
  it.each([
    ['schedule.csv', true],
    ['SCHEDULE.CSV', true],
    ['fall 2026.export.csv', true],
    ['schedule.xlsx', false],
    ['schedule.csv.txt', false],
    ['csv', false],
    ['', false],
  ])('%s -> %s', (name, expected) => {
    expect(isCsvFileName(name)).toBe(expected);
  });
});

describe('importFailure (spec 8 Import)', () => {
  it("carries the server's {message}", async () => {
    const error = await importFailure(answer(400, '{"message":"The file is empty"}'));
    expect(error.message).toBe('The file is empty');
    expect(isUnauthorizedError(error)).toBe(false);
  });

  it("falls back to 'HTTP error! status: N' without a JSON message", async () => {
    expect((await importFailure(answer(502, '<html>Bad gateway</html>', 'text/html'))).message).toBe(IMPORT_TEXT.httpError(502));
    expect((await importFailure(answer(413, ''))).message).toBe('HTTP error! status: 413');
    expect((await importFailure(answer(500, '{"message":"  "}'))).message).toBe('HTTP error! status: 500');
  });

  it('keeps the session-ending answers in the form the forced paths recognise', async () => {
    expect(isUnauthorizedError(await importFailure(answer(401, '{"message":"Unauthorized"}')))).toBe(true);
    expect(isUnauthorizedError(await importFailure(answer(401, '')))).toBe(true);
    expect(isAssignedLeagueError(await importFailure(answer(403, '{"message":"You can only access your assigned league"}')))).toBe(true);
    const otherForbidden = await importFailure(answer(403, '{"message":"Admin access required"}'));
    expect(isAssignedLeagueError(otherForbidden)).toBe(false);
    expect(otherForbidden.message).toBe('Admin access required');
  });
});
