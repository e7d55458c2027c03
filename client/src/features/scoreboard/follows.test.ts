import { describe, expect, it } from 'vitest';
import { followedIn, parseFollows, unfollowBody, withoutTeam, withTeam } from './follows';

describe('the follows kept on the device (issue 38)', () => {
  it('reads back what was written', () => {
    expect(parseFollows(JSON.stringify({ leagueSlug: 'demo', teamIds: [3, 7] }))).toEqual({ leagueSlug: 'demo', teamIds: [3, 7] });
  });

  it.each([null, '', 'not json', '[1,2]', '"demo"', 'null', '{"demo":[3]}', '{"leagueSlug":"demo","teamIds":"3"}', '{"leagueSlug":"","teamIds":[3]}', '{"leagueSlug":"demo","teamIds":[]}'])(
    'reads %j as no follows',
    (raw) => {
      expect(parseFollows(raw)).toBeNull();
    },
  );

  it('keeps only whole positive ids, once', () => {
    expect(parseFollows(JSON.stringify({ leagueSlug: 'demo', teamIds: [3, 3, -1, 0, 2.5, '4', null, 5] }))?.teamIds).toEqual([3, 5]);
  });

  it('follows teams of the stored league only', () => {
    const follows = { leagueSlug: 'demo', teamIds: [3, 7] };
    expect(followedIn(follows, 'demo')).toEqual([3, 7]);
    expect(followedIn(follows, 'north')).toEqual([]);
    expect(followedIn(null, 'demo')).toEqual([]);
  });

  it('adds a team once, at the end, and removes it', () => {
    expect(withTeam([3], 7)).toEqual([3, 7]);
    expect(withTeam([3, 7], 3)).toEqual([3, 7]);
    expect(withoutTeam([3, 7], 3)).toEqual([7]);
    expect(withoutTeam([7], 3)).toEqual([7]);
  });

  it('unfollows with the subscription\'s auth secret, the proof the server asks for (decision 056)', () => {
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', toJSON: () => ({ endpoint: 'ignored', keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } }) };
    expect(unfollowBody(subscription)).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', auth: 'c2VjcmV0' });
    expect(unfollowBody({ endpoint: 'https://x', toJSON: () => ({}) })).toEqual({ endpoint: 'https://x', auth: '' });
  });
});
