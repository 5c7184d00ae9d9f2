/**
 * WCAG 2 relative luminance and contrast ratio of #rrggbb colours, so a sheet can tell when a
 * marker's own colour is close to the page behind it (a white marker on paper, a black one in the
 * dark) and frame it. Pure; a colour it cannot read gives null rather than a guess.
 */

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** WCAG 2 relative luminance, 0 (black) to 1 (white); null for anything but #rrggbb. */
export function relativeLuminance(colour: string): number | null {
  const m = HEX.exec(colour.trim());
  if (!m) return null;
  const channel = (hex: string): number => {
    const c = parseInt(hex, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(m[1]!) + 0.7152 * channel(m[2]!) + 0.0722 * channel(m[3]!);
}

/** WCAG 2 contrast ratio, 1 (the same) to 21 (black on white); null when either colour is unreadable. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
