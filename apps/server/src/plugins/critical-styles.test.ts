// The rules a drawn page carries in its head (critical-styles.ts): those its markup uses, worked out once
// for each shape of markup, so a page whose words changed (a countdown moving on) does not wait for them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalStyles, markupShape } from './critical-styles';

const distDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-critical-styles-'));
writeFileSync(
  path.join(distDir, 'style.css'),
  '.hero{color:#0b4f5c}.closing-soon{color:#b00020}.basket-drawer{display:grid}',
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const template = `<!doctype html><html lang="en-AU"><head><link rel="stylesheet" href="/style.css"></head><body><div id="root"></div></body></html>`;

function styles() {
  const found = criticalStyles(template, distDir);
  if (!found) throw new Error('the template links a stylesheet');
  return found;
}

const page = (closes: string, className = 'hero') =>
  `<section class="${className}"><p>Sales close in <strong>${closes}</strong></p></section>`;

describe('the style rules of a drawn page', () => {
  it('are the rules its markup uses', async () => {
    const rules = await styles().forMarkup(page('2 h'));
    expect(rules).toContain('.hero{color:#0b4f5c}');
    expect(rules).not.toContain('basket-drawer');
  });

  it('are worked out once for markups that differ only in their words', () => {
    const kept = styles();
    const first = kept.forMarkup(page('2 h'));
    expect(kept.forMarkup(page('1 h 59 min'))).toBe(first);
  });

  it('are worked out again when an element or attribute changes', async () => {
    const kept = styles();
    const calm = kept.forMarkup(page('2 h'));
    const soon = kept.forMarkup(page('5 min', 'hero closing-soon'));
    expect(soon).not.toBe(calm);
    expect(await soon).toContain('.closing-soon{color:#b00020}');
    expect(await calm).not.toContain('closing-soon');
  });
});

describe('the shape of a markup', () => {
  it('keeps elements and attributes, and each run of words as one letter', () => {
    expect(markupShape('<p class="a">Sales <b>close</b> soon</p><i></i>')).toBe(
      '<p class="a">x<b>x</b>x</p><i></i>',
    );
  });
});
