import { NavLink } from 'react-router';
import type { Capability } from '@fairdraw/contracts';
import { hasCapabilities } from '@fairdraw/domain';
import { useCapabilities } from '../../lib/capabilities';
import { useRouteLabel } from '../../lib/api/get-navigation';

interface NavItem {
  label: string;
  to: string;
  /** Shown when any one of these capabilities is on. */
  anyOf: readonly Capability[];
}

/** The shop's primary navigation (account-area §2 "Top navigation"). */
export const primaryNavItems: readonly NavItem[] = [
  { label: 'Lotteries', to: '/lotto-tickets', anyOf: ['commercial_lotteries'] },
  { label: 'Charity raffles', to: '/charity-tickets', anyOf: ['charity_lotteries'] },
  { label: 'Syndicates', to: '/syndicates', anyOf: ['syndicates'] },
  // Results cover lotteries and raffles alike, so either product line brings them.
  { label: 'Results', to: '/lotto-results', anyOf: ['commercial_lotteries', 'charity_lotteries'] },
];

/** The items the customer's capabilities allow, with the labels the site config gives them. */
export function usePrimaryNavItems(): NavItem[] {
  const capabilities = useCapabilities();
  const routeLabel = useRouteLabel();
  return primaryNavItems
    .filter((item) => item.anyOf.some((capability) => hasCapabilities(capabilities, capability)))
    .map((item) => ({ ...item, label: routeLabel(item.to, item.label) }));
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
  const items = usePrimaryNavItems();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="nav-link" to={item.to} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
