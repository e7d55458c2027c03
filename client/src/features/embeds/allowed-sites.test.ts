import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { embedOriginsField } from '@common/embeds/embeds';
import { allowedSitesProblems, checkAllowedSites, originsOfText, originsText } from './allowed-sites';

const NOT_A_SITE = (value: string) => `"${value}" is not a site's address: give its origin only, such as https://www.example.org`;

describe("the league's allowed sites as one per line (issue 50)", () => {
  it('a list is a line each, and back', () => {
    expect(originsText(['https://a.example', 'https://b.example:8443'])).toBe('https://a.example\nhttps://b.example:8443');
    expect(originsText([])).toBe('');
    expect(originsOfText('https://a.example\nhttps://b.example:8443')).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('blank lines and spaces are left out; CRLF is a line break', () => {
    expect(originsOfText('')).toEqual([]);
    expect(originsOfText('  \n\n')).toEqual([]);
    expect(originsOfText('  https://a.example  \r\n\r\nhttps://b.example\n')).toEqual(['https://a.example', 'https://b.example']);
  });

  it('what the request sends, the body’s rule makes origins (a trailing slash, capitals, a repeat)', () => {
    expect(embedOriginsField.parse(originsOfText('https://WWW.Example.org/\nhttps://www.example.org'))).toEqual(['https://www.example.org']);
  });

  it('names each refused site by its line, blank lines counted', () => {
    expect(allowedSitesProblems('https://a.example\n\nexample.org\nhttps://b.example/page')).toEqual([`Line 3: ${NOT_A_SITE('example.org')}`, `Line 4: ${NOT_A_SITE('https://b.example/page')}`]);
    expect(allowedSitesProblems('ftp://files.example')).toEqual([`Line 1: ${NOT_A_SITE('ftp://files.example')}`]);
    expect(allowedSitesProblems(`https://${'a'.repeat(200)}.example`)).toEqual(['Line 1: must be at most 200 characters']);
    expect(allowedSitesProblems('https://a.example\nhttp://localhost:8080')).toEqual([]);
    expect(allowedSitesProblems('')).toEqual([]);
  });

  it('refuses more than 20 sites with the list’s own rule', () => {
    const many = Array.from({ length: 21 }, (_, at) => `https://s${at}.example`).join('\n');
    expect(allowedSitesProblems(many)).toEqual(['must name at most 20 sites']);
    expect(allowedSitesProblems(many.split('\n').slice(0, 20).join('\n'))).toEqual([]);
  });

  it("a form's check puts every problem, a line each, at its field", () => {
    const form = z.object({ sites: z.string() }).superRefine(checkAllowedSites('sites'));
    const refused = form.safeParse({ sites: 'a.example\nb.example' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['sites', `Line 1: ${NOT_A_SITE('a.example')}\nLine 2: ${NOT_A_SITE('b.example')}`]]);
    expect(form.safeParse({ sites: 'https://a.example' }).success).toBe(true);
  });
});
