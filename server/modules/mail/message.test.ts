// The parts of mail that need no server: SMTP_URL and MAIL_FROM refused at start with the variable
// named, the message's parts escaped with absolute links, the unsubscribe link's signature.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { absoluteUrl, buildMail, linksOf } from './message';
import { readUnsubscribe, unsubscribeUrl } from './unsubscribe';

describe('mail configuration', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('reads SMTP_URL and MAIL_FROM, both optional', () => {
    expect(load({}).mail).toEqual({ smtpUrl: null, from: null, retentionDays: 30 });
    expect(load({ SMTP_URL: 'smtps://u%40x:p@mail.example.org:465', MAIL_FROM: '"Valley League" <no-reply@example.org>' }).mail).toEqual({
      smtpUrl: 'smtps://u%40x:p@mail.example.org:465',
      from: '"Valley League" <no-reply@example.org>',
      retentionDays: 30,
    });
  });

  it('refuses a bad SMTP_URL or MAIL_FROM, naming the variable and not echoing a password', () => {
    for (const [name, value] of [
      ['SMTP_URL', 'http://mail.example.org'],
      ['SMTP_URL', 'smtp://user:secret-pw@'],
      ['SMTP_URL', 'mail.example.org:25'],
      ['MAIL_FROM', 'no address'],
    ] as const) {
      expect(() => load({ [name]: value })).toThrow(ConfigError);
      try {
        load({ [name]: value });
      } catch (err) {
        expect((err as Error).message).toContain(`${name}:`);
        expect((err as Error).message).not.toContain('secret-pw');
      }
    }
  });
});

describe('a message', () => {
  it('escapes what it is given in the HTML part and keeps links absolute', () => {
    const mail = buildMail({ leagueName: 'A <b>&</b> League', subject: 'Hi', lines: ['<script>x</script>'], links: [{ label: 'Open', url: absoluteUrl('https://l.example.org', '/demo/referee?x=1&y=2') }], unsubscribeUrl: 'https://l.example.org/u?m=1&t=2' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('A &lt;b&gt;&amp;&lt;/b&gt; League');
    expect(mail.text).toContain('Open: https://l.example.org/demo/referee?x=1&y=2');
    expect(linksOf(mail.html)).toEqual(['https://l.example.org/demo/referee?x=1&y=2', 'https://l.example.org/u?m=1&t=2']);
  });
});

describe('the unsubscribe link', () => {
  const secret = 'a'.repeat(40);
  const target = { address: 'Ref@Example.com', kind: 'game-moved', leagueId: 7 };
  const queryOf = (url: string) => new URL(url).searchParams;

  it('names the address (in lower case), the kind and the league, signed', () => {
    const q = queryOf(unsubscribeUrl('https://l.example.org', secret, target));
    expect(readUnsubscribe(secret, q.get('m'), q.get('t'))).toEqual({ address: 'ref@example.com', kind: 'game-moved', leagueId: 7 });
  });

  it('is refused when signed with another secret, altered, or not given', () => {
    const q = queryOf(unsubscribeUrl('https://l.example.org', secret, target));
    expect(readUnsubscribe('b'.repeat(40), q.get('m'), q.get('t'))).toBeNull();
    const other = queryOf(unsubscribeUrl('https://l.example.org', secret, { ...target, kind: 'assignment' }));
    expect(readUnsubscribe(secret, other.get('m'), q.get('t'))).toBeNull();
    expect(readUnsubscribe(secret, undefined, q.get('t'))).toBeNull();
    expect(readUnsubscribe(secret, 'not base64 json', q.get('t'))).toBeNull();
  });
});
