import { describe, expect, it } from 'vitest';
import { hasClearCacheFlag, readRuntimeConfig } from './runtime-config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('runtime config', () => {
  it('reads the config the server injected into index.html', () => {
    const doc = documentWith(
      '<script id="fairdraw-config" type="application/json">{"discoveryUrl":"/discover","appKey":"web","appSecret":"s3cret"}</script>',
    );
    expect(readRuntimeConfig(doc, {})).toEqual({
      discoveryUrl: '/discover',
      appKey: 'web',
      appSecret: 's3cret',
    });
  });

  it('falls back to the vite dev values when the placeholder was not replaced', () => {
    const doc = documentWith('<!--fairdraw-config-->');
    expect(readRuntimeConfig(doc, { VITE_APP_KEY: 'dev', VITE_APP_SECRET: 'dev-secret' })).toEqual({
      discoveryUrl: '/discover',
      appKey: 'dev',
      appSecret: 'dev-secret',
    });
  });

  it('leaves the app key unset when neither is there, so the client reports it', () => {
    const doc = documentWith('<script id="fairdraw-config" type="application/json">not json</script>');
    expect(readRuntimeConfig(doc, {}).appKey).toBeUndefined();
  });

  it('spots ?clear_cache with or without a value', () => {
    expect(hasClearCacheFlag('?clear_cache')).toBe(true);
    expect(hasClearCacheFlag('?a=1&clear_cache=1')).toBe(true);
    expect(hasClearCacheFlag('?clear=1')).toBe(false);
  });
});
