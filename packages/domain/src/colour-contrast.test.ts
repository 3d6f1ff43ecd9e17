import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  readableTextColour,
  relativeLuminance,
} from './colour-contrast';

describe('colour contrast', () => {
  it('measures the WCAG extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it.each<[string, string | undefined, string, string]>([
    // background, preferred, expected, why
    ['#3b1f7a', '#ffffff', LIGHT_TEXT, 'dark purple keeps its white text'],
    ['#00a3ad', '#ffffff', DARK_TEXT, 'teal is too light for white text (3.0:1)'],
    ['#ff6a13', '#ffffff', DARK_TEXT, 'orange is too light for white text'],
    ['#ff5a8c', '#1d1d1b', '#1d1d1b', 'pink keeps its dark text'],
    ['#ffd100', undefined, DARK_TEXT, 'yellow with no preference gets dark text'],
    ['#14213d', 'not-a-colour', LIGHT_TEXT, 'a malformed preference is ignored'],
  ])('%s with %s → %s (%s)', (background, preferred, expected) => {
    const chosen = readableTextColour(background, preferred);
    expect(chosen).toBe(expected);
    expect(contrastRatio(background, chosen)).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses anything that is not #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow(RangeError);
    expect(() => relativeLuminance('#fff')).toThrow(RangeError);
  });
});
