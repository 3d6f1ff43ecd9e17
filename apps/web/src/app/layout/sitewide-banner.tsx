import { useState } from 'react';
import type { ConfigResult } from '@fairdraw/contracts';
import { useConfig } from '../../lib/api/get-config';
import { useHasCapabilities } from '../../lib/capabilities';
import { SITEWIDE_BANNER_STORAGE_KEY } from '../../lib/consent';
import { useConsentStore } from '../../lib/consent-context';

export const BANNER_STORAGE_KEY = SITEWIDE_BANNER_STORAGE_KEY;

interface Dismissal {
  content: string;
  dismissedAt: string;
}

/** The banner text from config, or null when there is none (blank counts as none). */
export function sitewideBannerText(config: ConfigResult): string | null {
  const text = config.sitewideBanner?.trim() ?? '';
  return text === '' ? null : text;
}

function readDismissedContent(): string | null {
  try {
    const stored = window.localStorage.getItem(BANNER_STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<Dismissal>;
    return typeof parsed.content === 'string' ? parsed.content : null;
  } catch {
    return null; // storage blocked or garbled: show the banner again
  }
}

function storeDismissal(content: string): void {
  const dismissal: Dismissal = { content, dismissedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(BANNER_STORAGE_KEY, JSON.stringify(dismissal));
  } catch {
    // Without storage the dismissal lasts until the next reload.
  }
}

/**
 * The sitewide banner: dismissed per content, so a new message shows again (shop-core §2). The
 * dismissal is remembered across visits only with preferences consent (decision 0040).
 */
export function SitewideBanner() {
  const consent = useConsentStore();
  const enabled = useHasCapabilities('sitewide-banner');
  const text = sitewideBannerText(useConfig());
  const [dismissedContent, setDismissedContent] = useState(readDismissedContent);

  if (!enabled || text === null || dismissedContent === text) return null;
  return (
    <div className="sitewide-banner" role="region" aria-label="Announcement">
      <p>{text}</p>
      <button
        type="button"
        className="button button-small banner-dismiss"
        onClick={() => {
          if (consent.allows('preferences')) storeDismissal(text);
          setDismissedContent(text);
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
