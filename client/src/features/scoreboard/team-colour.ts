// Issue 17: a team's colour bar must stay visible on the black board (WCAG 1.4.11: 3:1 for a
// graphical object). A colour too dark for it (#1F2937 on black is 1.3:1) gets an outline that is.

// The board behind the colour bars (the live card is bg-black).
const BOARD_BACKGROUND = '#000000';
const MIN_GRAPHIC_CONTRAST = 3;

// #rgb or #rrggbb -> [r, g, b] in 0..255; null for anything else.
function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

// WCAG 2 relative luminance.
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// WCAG 2 contrast ratio of two colours, 1 to 21; null when either is not a hex colour.
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return null;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Whether the colour bar needs its outline on the board (an unreadable colour value gets one too).
export function needsOutlineOnBoard(colour: string): boolean {
  const ratio = contrastRatio(colour, BOARD_BACKGROUND);
  return ratio === null || ratio < MIN_GRAPHIC_CONTRAST;
}
