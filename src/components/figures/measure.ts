/** Rough advance width of a label, enough to size boxes and pills around it without a DOM. */
export function textWidth(text: string, size = 13, mono = false, bold = false): number {
  return text.length * size * (mono ? 0.61 : bold ? 0.61 : 0.56);
}
