/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [0, 2, 4].map((start) => parseInt(hex.replace('#', '').slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Card backgrounds the logos sit on, in each colour mode. */
export const LIGHT_SURFACE = '#ffffff';
export const DARK_SURFACE = '#242230';
/** Fallback fills: the body text colours of each mode. */
export const LIGHT_TEXT = '#1c1e21';
export const DARK_TEXT = '#e3e3e3';

/** Graphics need 3:1 against their background (WCAG 1.4.11). */
const MIN_CONTRAST = 3;

/**
 * The fill of a brand mark in each mode: the brand colour where it stands out
 * from the card, the text colour where it does not (black marks in dark mode,
 * yellow marks in light mode).
 */
export function logoFills(brandHex: string): {light: string; dark: string} {
  const hex = `#${brandHex.replace('#', '').toLowerCase()}`;
  return {
    light: contrast(hex, LIGHT_SURFACE) >= MIN_CONTRAST ? hex : LIGHT_TEXT,
    dark: contrast(hex, DARK_SURFACE) >= MIN_CONTRAST ? hex : DARK_TEXT,
  };
}
