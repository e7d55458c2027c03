import { describe, expect, it } from 'vitest';
import { MAX_FOLLOWED_TEAMS, parseFollows, withLeague, withoutTeam, withTeam } from './follows';

describe('the follows kept on the device (issue 38)', () => {
  it('reads back what was written', () => {
    expect(parseFollows(JSON.stringify({ demo: [3, 7], north: [1] }))).toEqual({ demo: [3, 7], north: [1] });
  });

  it.each([null, '', 'not json', '[1,2]', '"demo"', 'null', '{"demo":"3"}', '{"demo":[]}'])('reads %j as no follows', (raw) => {
    expect(parseFollows(raw)).toEqual({});
  });

  it('keeps only whole positive ids, once, and at most 20 per league', () => {
    const many = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(parseFollows(JSON.stringify({ demo: [3, 3, -1, 0, 2.5, '4', null, 5] }))).toEqual({ demo: [3, 5] });
    expect(parseFollows(JSON.stringify({ demo: many })).demo).toHaveLength(MAX_FOLLOWED_TEAMS);
  });

  it('adds a team once, at the end, and removes it', () => {
    expect(withTeam([3], 7)).toEqual([3, 7]);
    expect(withTeam([3, 7], 3)).toEqual([3, 7]);
    expect(withoutTeam([3, 7], 3)).toEqual([7]);
    expect(withoutTeam([7], 3)).toEqual([7]);
  });

  it('replaces one league and drops it when its list is empty, the others untouched', () => {
    const follows = { demo: [3], north: [1] };
    expect(withLeague(follows, 'demo', [3, 4])).toEqual({ demo: [3, 4], north: [1] });
    expect(withLeague(follows, 'demo', [])).toEqual({ north: [1] });
    expect(withLeague({}, 'south', [2])).toEqual({ south: [2] });
  });
});
