import type { NavLink as MenuItem } from '@fairdraw/contracts';
import { isLinkAllowed } from '@fairdraw/domain';
import { useCapabilities } from '../../lib/capabilities';
import { useNavigation, useRouteLabel } from '../../lib/api/get-navigation';
import { isSafeMenuHref, MenuLink } from './menu-link';

/**
 * The shop's own primary navigation (account-area §2 "Top navigation"): shown while the site config
 * loads, when none is published, or when it configures no header links, so the header never empties.
 */
export const builtInHeaderLinks: readonly MenuItem[] = [
  { label: 'Lotteries', href: '/lotto-tickets' },
  { label: 'Charity raffles', href: '/charity-tickets' },
  { label: 'Syndicates', href: '/syndicates' },
  { label: 'Results', href: '/lotto-results' },
];

/**
 * The header's links: the site config's, else the built-in ones with the labels it gives routes. Either
 * way a link to a page whose capability is off hides (decision 0043).
 */
export function useHeaderLinks(): MenuItem[] {
  const capabilities = useCapabilities();
  const routeLabel = useRouteLabel();
  const configured = useNavigation().data?.header ?? [];
  const links =
    configured.length > 0
      ? configured
      : builtInHeaderLinks.map((link) => ({ ...link, label: routeLabel(link.href, link.label) }));
  return links.filter((link) => isSafeMenuHref(link.href) && isLinkAllowed(link.href, capabilities));
}

export function PrimaryNav({
  label,
  className,
  onNavigate,
}: {
  label: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const links = useHeaderLinks();
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-list">
        {links.map((link) => (
          <li key={`${link.href} ${link.label}`}>
            <MenuLink item={link} className="nav-link" current onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
