import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../../lib/api/get-config';
import { ALL_GRANTED, ESSENTIAL_ONLY, needsAnswer } from '../../../lib/consent';
import { useConsent, useConsentStore } from '../../../lib/consent-context';

/**
 * When the banner goes (the visitor chose), focus that was on it or lost with it moves to the page's main
 * area, so a keyboard user carries on from the top of the page instead of from nowhere.
 */
function useFocusMainWhenGone() {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const owner = region.current?.ownerDocument;
    const focusMainIfLost = () => {
      const active = owner?.activeElement;
      if (owner && (!active || active === owner.body || !active.isConnected))
        owner.getElementById('main')?.focus({ preventScroll: true });
    };
    // Once now, and once after a closing consent dialog has given focus back (to the gone Manage button).
    return () => {
      focusMainIfLost();
      owner?.defaultView?.setTimeout(focusMainIfLost, 50);
    };
  }, []);
  return region;
}

/**
 * Asks for cookie consent where it is required and not yet given (decision 0040). A labelled region, not
 * a dialog: first in the page's order for keyboards and screen readers, drawn as a bar along the bottom
 * of the screen (decision 0074); the page stays usable, and nothing is kept until the visitor chooses.
 */
export function ConsentBanner() {
  const state = useConsent();
  return needsAnswer(state) ? <ConsentRegion /> : null;
}

function ConsentRegion() {
  const store = useConsentStore();
  const { siteName } = useConfig();
  const region = useFocusMainWhenGone();
  return (
    <section ref={region} className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner-text">
        <h2 id="consent-banner-title">Cookies on {siteName}</h2>
        <p>
          We use essential cookies to keep you signed in and to keep your cart. With your consent we also
          remember your preferences, measure how the site is used and credit the partner who sent you.{' '}
          <Link to="/about/cookie-policy">Cookie policy</Link>
        </p>
      </div>
      <div className="consent-banner-actions">
        <button type="button" className="button button-small" onClick={() => store.save(ALL_GRANTED)}>
          Accept all
        </button>
        <button type="button" className="button button-small" onClick={() => store.save(ESSENTIAL_ONLY)}>
          Essential only
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-haspopup="dialog"
          onClick={() => store.openSettings()}
        >
          Manage
        </button>
      </div>
    </section>
  );
}
