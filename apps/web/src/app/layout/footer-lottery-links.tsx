import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ProductOffer } from '@fairdraw/contracts';
import { hasCapabilities } from '@fairdraw/domain';
import { useProductOffers } from '../../lib/api/get-product-offers';
import {
  isLotteryOffer,
  isRaffleOffer,
  offerCapability,
  offerPath,
  rankedOffers,
} from '../../features/catalogue/utils/offers';
import { ChevronIcon } from '../../components/ui/icons';
import { useCapabilities } from '../../lib/capabilities';
import { useMediaQuery } from '../../lib/use-media-query';

interface LinkGroup {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}

function linkGroups(offers: readonly ProductOffer[]): LinkGroup[] {
  return [
    {
      id: 'play',
      title: 'Play',
      links: offers.map((offer) => ({ to: offerPath(offer), label: offer.name })),
    },
    {
      id: 'results',
      title: 'Results',
      links: offers.map((offer) => ({ to: `${offerPath(offer)}/results`, label: `${offer.name} results` })),
    },
  ];
}

function LinkList({ links }: { links: LinkGroup['links'] }) {
  return (
    <ul className="plain-list footer-links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Lottery links in the footer. Multi-offer sites list every game and its results (an accordion on small
 * screens); single-offer sites show one play link and one results link.
 */
export function FooterLotteryLinks() {
  const capabilities = useCapabilities();
  const multiOffer = hasCapabilities(capabilities, 'multi_offer_site');
  const wide = useMediaQuery('(min-width: 48rem)');
  const { data } = useProductOffers();
  // Only games this customer may play: a shop selling raffles alone lists no lottery.
  const offers = data
    ? rankedOffers(data).filter(
        (offer) =>
          (isLotteryOffer(offer) || isRaffleOffer(offer)) &&
          hasCapabilities(capabilities, offerCapability(offer)),
      )
    : [];
  const first = offers[0];
  if (!first) return null;

  if (!multiOffer) {
    return (
      <nav aria-label="Play" className="footer-block">
        <ul className="plain-list footer-links">
          <li>
            <Link to={offerPath(first)}>Play {first.name}</Link>
          </li>
          <li>
            <Link to={`${offerPath(first)}/results`}>{first.name} results</Link>
          </li>
        </ul>
      </nav>
    );
  }

  const groups = linkGroups(offers);
  if (wide) {
    return (
      <div className="footer-lottery-columns">
        {groups.map((group) => (
          <nav key={group.id} className="footer-block" aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`}>{group.title}</h2>
            <LinkList links={group.links} />
          </nav>
        ))}
      </div>
    );
  }
  return (
    <div className="footer-accordion">
      {groups.map((group) => (
        <FooterDisclosure key={group.id} group={group} />
      ))}
    </div>
  );
}

/**
 * One group of the small screens' accordion: a heading holding a button that shows or hides the group's
 * links (the disclosure pattern: the button says whether it is expanded and which panel it controls).
 * Groups open independently.
 */
function FooterDisclosure({ group }: { group: LinkGroup }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className="footer-disclosure" data-expanded={expanded || undefined}>
      <h2>
        <button
          type="button"
          className="footer-disclosure-trigger"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {group.title}
          <ChevronIcon className="icon chevron" />
        </button>
      </h2>
      <div id={panelId} role="group" aria-label={group.title} hidden={!expanded}>
        <LinkList links={group.links} />
      </div>
    </div>
  );
}
