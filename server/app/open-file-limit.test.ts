// The open-file limit raised at start (decision 042), on this very process: its soft limit is
// lowered with prlimit (Node raised it at its own start), then raised back by the server's code.
import { describe, expect, it } from 'vitest';
import { raiseOpenFileLimit, readOpenFileLimit } from './open-file-limit';
import { hasPrlimit, setOwnOpenFileLimit } from '../test/own-open-files';

const limit = readOpenFileLimit();

describe.runIf(limit !== null && hasPrlimit && limit.hard > 1024)('the open-file limit', () => {
  it('raises the soft limit to the hard one and logs before and after', () => {
    const { hard } = limit!;
    setOwnOpenFileLimit(1024, hard);
    expect(readOpenFileLimit()).toEqual({ soft: 1024, hard });
    const lines: string[] = [];
    expect(raiseOpenFileLimit({ info: (m) => lines.push(m), warn: (m) => lines.push(`warn: ${m}`) })).toBe(hard);
    expect(readOpenFileLimit()).toEqual({ soft: hard, hard });
    expect(lines).toEqual([`Open-file limit: raised from 1024 to ${hard} (the hard limit ${hard})`]);
  });

  it('says so when the soft limit is the hard one already', () => {
    const lines: string[] = [];
    expect(raiseOpenFileLimit({ info: (m) => lines.push(m), warn: (m) => lines.push(`warn: ${m}`) })).toBe(limit!.hard);
    expect(lines).toEqual([`Open-file limit: ${limit!.hard} (already the hard limit)`]);
  });
});
