// Issue 50: the addresses a webhook may not reach (addresses.ts), and the URL rules built on them
// (target.ts): pure checks, nothing connects.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { forbiddenAddress, literalAddress } from './addresses';
import { targetOf, webhookUrlProblem } from './target';
import { WEBHOOK_TEXT } from './texts';

describe('the address classifier', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.10.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.0.0.1', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.254', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['169.254.0.1', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.127.255.254', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['[::1]', 'a loopback address'],
    ['not-an-address', 'no IP address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(forbiddenAddress(address)).toBe(reason);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(forbiddenAddress(address)).toBeNull();
  });

  it('tells a literal address from a host name', () => {
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(literalAddress('example.org')).toBeNull();
    expect(literalAddress('localhost')).toBeNull();
  });
});

describe('the URL rules', () => {
  const allowance = ['http://127.0.0.1:*'];

  it('takes https to a host name or a public address, and the allowance over http', () => {
    expect(webhookUrlProblem('https://hooks.example.org/ffl', null)).toBeNull();
    expect(webhookUrlProblem('https://93.184.216.34:8443/ffl', null)).toBeNull();
    // a name is judged when it connects, not here
    expect(webhookUrlProblem('https://localhost/ffl', null)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/ffl', allowance)).toBeNull();
    expect(targetOf('http://127.0.0.1:4000/ffl', allowance)).toMatchObject({ guarded: false });
    expect(targetOf('https://localhost/ffl', allowance)).toMatchObject({ guarded: true });
  });

  it('refuses http, credentials and literal forbidden addresses, the allowance aside', () => {
    expect(webhookUrlProblem('http://hooks.example.org/ffl', null)).toBe(WEBHOOK_TEXT.url.notHttps);
    expect(webhookUrlProblem('http://127.0.0.1:4000/ffl', null)).toBe(WEBHOOK_TEXT.url.notHttps);
    expect(webhookUrlProblem('http://localhost:4000/ffl', allowance)).toBe(WEBHOOK_TEXT.url.notHttps);
    expect(webhookUrlProblem('https://a:b@hooks.example.org/', null)).toBe(WEBHOOK_TEXT.url.credentials);
    expect(webhookUrlProblem('http://a:b@127.0.0.1:4000/', allowance)).toBe(WEBHOOK_TEXT.url.credentials);
    expect(webhookUrlProblem('https://127.0.0.1/ffl', allowance)).toBe(WEBHOOK_TEXT.url.forbiddenAddress('a loopback address'));
    // the URL parser's other spellings of an address are the same address
    expect(webhookUrlProblem('https://0x7f000001/ffl', null)).toBe(WEBHOOK_TEXT.url.forbiddenAddress('a loopback address'));
    expect(webhookUrlProblem('https://0251.0376.0251.0376/', null)).toBe(WEBHOOK_TEXT.url.forbiddenAddress('a link-local address'));
    expect(webhookUrlProblem('https://[::ffff:a9fe:a9fe]/', null)).toBe(WEBHOOK_TEXT.url.forbiddenAddress('a link-local address'));
    expect(targetOf('https://10.0.0.8/', null)).toEqual({ refused: WEBHOOK_TEXT.attempt.refusedLiteral('a private address') });
    expect(targetOf('http://hooks.example.org/', null)).toEqual({ refused: WEBHOOK_TEXT.attempt.notHttps });
  });
});

describe('WEBHOOK_ALLOW_HTTP_ORIGINS', () => {
  const load = (value?: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...(value === undefined ? {} : { WEBHOOK_ALLOW_HTTP_ORIGINS: value }) });

  it('reads origins separated by commas, none by default', () => {
    expect(load().webhooks).toEqual({ allowHttpOrigins: null });
    expect(load(' http://127.0.0.1:* , HTTP://[::1]:8080').webhooks).toEqual({ allowHttpOrigins: ['http://127.0.0.1:*', 'http://[::1]:8080'] });
  });

  it('refuses at start what is no origin', () => {
    expect(() => load('127.0.0.1:*')).toThrow(/WEBHOOK_ALLOW_HTTP_ORIGINS: must be origins separated by commas/);
    expect(() => load('http://127.0.0.1/hooks')).toThrow(/WEBHOOK_ALLOW_HTTP_ORIGINS/);
  });
});
