import { describe, expect, it } from 'vitest';
import { eachCase } from '@client/lib/each-case';
import { ApiError } from '@client/lib/api';
import { importFailureMessage, isCsvFileName } from './import-api';
import { IMPORT_TEXT } from './texts';

describe('isCsvFileName (spec 5: only .csv accepted)', () => {
  eachCase(isCsvFileName, [
    ['schedule.csv', true],
    ['SCHEDULE.CSV', true],
    ['fall 2026.export.csv', true],
    ['schedule.xlsx', false],
    ['schedule.csv.txt', false],
    ['csv', false],
    ['', false],
  ], '%s -> %s');
});

describe('importFailureMessage (spec 8 Import)', () => {
  it("is the server's {message}", () => {
    expect(importFailureMessage(new ApiError(400, '{"message":"The file is empty"}'))).toBe('The file is empty');
  });

  it("falls back to 'HTTP error! status: N' without a JSON message", () => {
    expect(importFailureMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe(IMPORT_TEXT.httpError(502));
    expect(importFailureMessage(new ApiError(413, 'Payload Too Large'))).toBe('HTTP error! status: 413');
    expect(importFailureMessage(new ApiError(500, '{"message":"  "}'))).toBe('HTTP error! status: 500');
  });

  it("is a network error's own text, else 'Failed to import data'", () => {
    expect(importFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(importFailureMessage(new Error(''))).toBe(IMPORT_TEXT.failedFallback);
  });
});
