import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceScriptFile } from './reference-script';

const folder = mkdtempSync(path.join(tmpdir(), 'fairdraw-reference-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the API reference script', () => {
  it('is taken from the reference plugin once and kept as a file, whoever asks for it at the same time', async () => {
    const [first, again] = await Promise.all([referenceScriptFile(folder), referenceScriptFile(folder)]);
    expect(again).toBe(first);
    expect(path.dirname(first)).toBe(folder);
    const script = readFileSync(first, 'utf8');
    expect(script.length).toBeGreaterThan(1_000_000);
    // The standalone bundle the page's inline start-up calls.
    expect(script).toContain('createApiReference');
  }, 60_000);
});
