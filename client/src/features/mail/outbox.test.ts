import { describe, expect, it } from 'vitest';
import { MAIL_STATES } from '@common/schemas/mail';
import { outboxPath, stateBadge } from './outbox';

describe('the Mail page outbox', () => {
  it('asks for a state and an older page only when chosen', () => {
    expect(outboxPath('', null)).toBe('/api/mail/outbox?limit=50');
    expect(outboxPath('no_server', 120)).toBe('/api/mail/outbox?state=no_server&before=120&limit=50');
  });

  it('names every state, the missing mail server in words', () => {
    for (const state of MAIL_STATES) expect(stateBadge(state).label).toBeTruthy();
    expect(stateBadge('no_server').label).toBe('Not sent: no mail server');
    expect(stateBadge('failed').className).toContain('red');
  });
});
