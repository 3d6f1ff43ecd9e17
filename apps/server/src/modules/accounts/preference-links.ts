// The {id} of the public communication-preferences and unsubscribe pages (decision 0021). A
// customer id alone would let anyone who learns or guesses one read and change that customer's
// preferences, so the pages opened from e-mail carry the id plus a MAC over it:
//   <customer id>-<first 32 hex digits of HMAC-SHA256(key, "communication-preferences:" + id)>
// keyed by a key derived from AUTH_TOKEN_SECRET. Only letters, digits, hyphen and underscore, so it
// passes the stored-value rule. It does not expire: unsubscribe links must keep working.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCustomerId } from './tokens';

const MAC_HEX_LENGTH = 32;

export interface PreferenceLinks {
  /** The signed id to put in e-mailed links. */
  idFor(customerId: string): string;
  /** The customer a signed id belongs to; null for anything else (a bare id, a changed MAC). */
  verify(linkId: string): string | null;
}

export function createPreferenceLinks(secret: string): PreferenceLinks {
  const key = createHmac('sha256', secret).update('fairdraw:communication-preferences-link').digest();
  const mac = (customerId: string) =>
    createHmac('sha256', key)
      .update(`communication-preferences:${customerId}`)
      .digest('hex')
      .slice(0, MAC_HEX_LENGTH);
  return {
    idFor: (customerId) => `${customerId}-${mac(customerId)}`,
    verify(linkId) {
      const cut = linkId.length - MAC_HEX_LENGTH - 1;
      if (cut <= 0 || linkId[cut] !== '-') return null;
      const customerId = linkId.slice(0, cut);
      const given = Buffer.from(linkId.slice(cut + 1));
      if (!isCustomerId(customerId) || !/^[0-9a-f]+$/.test(given.toString())) return null;
      return timingSafeEqual(given, Buffer.from(mac(customerId))) ? customerId : null;
    },
  };
}

/** The web pages that take a signed id. */
export function preferencesPageUrl(publicUrl: string, linkId: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return new URL(`communication-preferences/${encodeURIComponent(linkId)}`, base).href;
}

export function unsubscribePageUrl(publicUrl: string, linkId: string, productOfferKey?: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const product = productOfferKey ? `/${encodeURIComponent(productOfferKey)}` : '';
  return new URL(`unsubscribe/${encodeURIComponent(linkId)}${product}`, base).href;
}
