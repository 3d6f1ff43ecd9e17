// WCAG 2.x contrast, so text on a brand colour stays readable whatever colours a brand is given.

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

export const DARK_TEXT = '#1d1d1b';
export const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (!match?.[1]) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map(channel) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to use on `background`: the preferred one when it reaches AA contrast, otherwise
 * whichever of white and near-black contrasts more.
 */
export function readableTextColour(background: string, preferred?: string): string {
  if (preferred && HEX_COLOUR.test(preferred) && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) {
    return preferred;
  }
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}
