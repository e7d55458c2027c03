import { describe, expect, it } from 'vitest';
import { syncMessage } from './sync-banner';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

describe('syncMessage', () => {
  it('says what the server has and what waits on the phone', () => {
    expect(syncMessage('synced', 0, false)).toEqual({ kind: 'synced', text: 'All synced' });
    expect(syncMessage('sending', 1, false)).toEqual({ kind: 'sending', text: 'Sending…' });
    expect(syncMessage('sending', 3, false).text).toBe('Sending… 3 actions waiting');
    expect(syncMessage('offline', 4, false).text).toBe('Offline: 4 actions waiting');
    expect(syncMessage('offline', 1, false).text).toBe('Offline: 1 action waiting');
    // the page's reads get no answer though nothing waits: still offline
    expect(syncMessage('synced', 0, true).text).toBe('Offline: no actions waiting');
    expect(syncMessage('signedOut', 2, true)).toEqual({ kind: 'signedOut', text: TEXT.signedOut(2) });
  });
});
