import type { CSSProperties } from 'react';
import type { ProductOffer } from '@fairdraw/contracts';
import { readableTextColour } from '@fairdraw/domain';
import { findProductBranding, useBranding } from '../../../lib/api/get-branding';

/** "Monday & Wednesday Lotto" → "MWL", "Powerball" → "PO": short enough for the round badge. */
export function badgeInitials(name: string): string {
  const words = name
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length > 1)
    return words
      .slice(0, 3)
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  return (words[0] ?? '').slice(0, 2).toUpperCase();
}

/** The product's coloured mark; decorative, since the offer's name is always next to it. */
export function BrandBadge({ offer }: { offer: ProductOffer }) {
  const branding = findProductBranding(useBranding().data, offer);
  const style: CSSProperties | undefined = branding
    ? {
        background: branding.colours.primary,
        // Brand data says which text colour it wants; the badge keeps it only if it is readable.
        color: readableTextColour(branding.colours.primary, branding.colours.text),
      }
    : undefined;
  const text = badgeInitials(branding?.logoText || offer.name);
  return (
    <span className="brand-badge" style={style} aria-hidden="true">
      {text}
    </span>
  );
}
