import type { CSSProperties } from 'react';
import type { ProductOffer } from '@fairdraw/contracts';
import { findProductBranding, useBranding } from '../../../lib/api/get-branding';

/** The product's coloured mark; decorative, since the offer's name is always next to it. */
export function BrandBadge({ offer }: { offer: ProductOffer }) {
  const branding = findProductBranding(useBranding().data, offer);
  const style: CSSProperties | undefined = branding
    ? { background: branding.colours.primary, color: branding.colours.text }
    : undefined;
  const text = branding?.logoText || offer.name.slice(0, 2);
  return (
    <span className="brand-badge" style={style} aria-hidden="true">
      {text}
    </span>
  );
}
