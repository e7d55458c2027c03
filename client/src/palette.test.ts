import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@client/features/scoreboard/team-colour';

// Decision 036: the colour tokens of index.css, checked pair by pair as the screens paint them.
// Text and the controls' labels need 4.5:1 (WCAG 1.4.3), a control's outline or state and the focus
// ring 3:1 (1.4.11). axe checks the text the browser draws; this checks the tokens before any screen
// uses a new pair, including the outlines axe does not measure.

const css = readFileSync(new URL('./index.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css);
  if (!match) throw new Error(`index.css has no --color-${name} in #rrggbb`);
  return match[1]!;
}

// `colour` at `alpha` over `under` (a Tailwind `bg-primary/10` over a card), as #rrggbb.
function over(colour: string, alpha: number, under: string): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [top, bottom] = [channels(colour), channels(under)];
  return `#${top.map((c, i) => Math.round(c * alpha + bottom[i]! * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

const TEXT = 4.5;
const NON_TEXT = 3;

const surfaces = ['card', 'background', 'muted'] as const;

const pairs: [string, string, string, number][] = [
  ['text on the page', token('foreground'), token('background'), TEXT],
  ...surfaces.map((surface): [string, string, string, number] => [`muted text on ${surface}`, token('muted-foreground'), token(surface), TEXT]),
  ['a primary button', token('primary-foreground'), token('primary'), TEXT],
  ['primary text on its 10% tint (badge, current navigation item)', token('primary'), over(token('primary'), 0.1, token('card')), TEXT],
  ['accent text on accent (a chosen radio)', token('accent-foreground'), token('accent'), TEXT],
  ['a destructive button or toast', token('destructive-foreground'), token('destructive'), TEXT],
  ['a secondary button or badge', token('secondary-foreground'), token('secondary'), TEXT],
  ['the top bar', token('brand-foreground'), token('brand'), TEXT],
  ...surfaces.map((surface): [string, string, string, number] => [`a control's outline on ${surface}`, token('input'), token(surface), NON_TEXT]),
  ["an unchecked switch's thumb on its track", '#ffffff', token('input'), NON_TEXT],
  ...[...surfaces, 'brand'].map((surface): [string, string, string, number] => [`the focus ring on ${surface}`, token('ring'), token(surface), NON_TEXT]),
];

describe('the palette of index.css', () => {
  it.each(pairs)('%s: %s on %s reaches %d:1', (_what, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
