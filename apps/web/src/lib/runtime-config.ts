// The server injects `<script id="fairdraw-config" type="application/json">` into index.html in place of
// the `<!--fairdraw-config-->` placeholder. It is read once at boot; `vite dev` has no such script and
// falls back to the VITE_ environment values.

export interface RuntimeConfig {
  discoveryUrl: string;
  appKey: string | undefined;
  appSecret: string;
}

export const DEFAULT_DISCOVERY_URL = '/discover';
const CONFIG_ELEMENT_ID = 'fairdraw-config';

interface Fallback {
  VITE_APP_KEY?: string;
  VITE_APP_SECRET?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readInjected(doc: Document): Record<string, unknown> | null {
  const raw = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    // A broken script is treated as missing; the client then reports the missing app key.
    return null;
  }
}

export function readRuntimeConfig(
  doc: Document = document,
  fallback: Fallback = import.meta.env,
): RuntimeConfig {
  const injected = readInjected(doc);
  if (injected) {
    return {
      discoveryUrl: text(injected.discoveryUrl) ?? DEFAULT_DISCOVERY_URL,
      appKey: text(injected.appKey),
      appSecret: text(injected.appSecret) ?? '',
    };
  }
  return {
    discoveryUrl: DEFAULT_DISCOVERY_URL,
    appKey: text(fallback.VITE_APP_KEY),
    appSecret: text(fallback.VITE_APP_SECRET) ?? '',
  };
}

/** `?clear_cache` in the page URL at boot empties every cache and asks the servers to skip theirs. */
export function hasClearCacheFlag(search: string): boolean {
  return new URLSearchParams(search).has('clear_cache');
}
