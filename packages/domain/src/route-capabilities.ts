// Which capability brings each of the shop's own pages (shop-core §6). Menus read it so that a link an
// operator configures in the site config hides exactly when the page it leads to would be a 404, and the
// server answers such a page 404 to visitors without the capability.
import type { Capability } from '@fairdraw/contracts';
import { hasCapabilities } from './capabilities';

interface RouteRule {
  /** The path and every path below it. */
  path: string;
  /** The page shows when any one of these is on. */
  anyOf: readonly Capability[];
}

const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/lotto-tickets', anyOf: ['commercial_lotteries'] },
  { path: '/charity-tickets', anyOf: ['charity_lotteries'] },
  { path: '/syndicates', anyOf: ['syndicates'] },
  // Results cover lotteries and raffles alike, so either product line brings them.
  { path: '/lotto-results', anyOf: ['commercial_lotteries', 'charity_lotteries'] },
  { path: '/blog', anyOf: ['blog'] },
  { path: '/causes', anyOf: ['causes_directory'] },
  { path: '/about/responsible-gaming', anyOf: ['responsible_gambling'] },
  { path: '/about/cookie-policy', anyOf: ['cookie_consent'] },
  { path: '/app', anyOf: ['native-app'] },
];

function pathOf(href: string): string {
  const end = href.search(/[?#]/);
  const path = (end === -1 ? href : href.slice(0, end)).toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether a menu link may show: links to other sites and to pages without a rule always may; a link to
 * one of the shop's gated pages only while one of its capabilities is on.
 */
export function isLinkAllowed(href: string, capabilities: readonly string[] | ReadonlySet<string>): boolean {
  if (!href.startsWith('/')) return true;
  const path = pathOf(href);
  const rule = ROUTE_RULES.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
  return rule ? rule.anyOf.some((capability) => hasCapabilities(capabilities, capability)) : true;
}
