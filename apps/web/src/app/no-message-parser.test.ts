import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

// The browser build aliases react-intl's ICU message parser to its no-parser build (decision 0075):
// formatting a message from a string there throws. These tests fail when the app starts doing that.

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the browser build without a message parser', () => {
  it('has no source that formats an ICU message', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) =>
        /formatMessage\(|<FormattedMessage|defineMessages?\(|\$t\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(srcDir, file));
    expect(offenders).toEqual([]);
  });

  it('aliases the parser in the client build and not in the render build', () => {
    const resolveFor = (isSsrBuild: boolean) => {
      const config =
        typeof viteConfig === 'function'
          ? viteConfig({ command: 'build', mode: 'production', isSsrBuild })
          : viteConfig;
      return JSON.stringify(config.resolve?.alias ?? []);
    };
    expect(resolveFor(false)).toContain('no-parser.js');
    expect(resolveFor(true)).not.toContain('no-parser.js');
  });
});
