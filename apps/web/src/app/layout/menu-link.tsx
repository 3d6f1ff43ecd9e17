import { Link, NavLink } from 'react-router';
import type { NavLink as MenuItem } from '@fairdraw/contracts';

/** A path inside the shop (not `//host`, which browsers treat as another site). */
export function isShopPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Only shop paths and http(s) pages are followed; anything else in the site config is dropped. */
export function isSafeMenuHref(href: string): boolean {
  return isShopPath(href) || /^https?:\/\/[^/]/i.test(href);
}

/**
 * One configured menu link: a router link inside the shop (`current` marks the page being shown), or
 * another site in a new tab that cannot reach back into this one.
 */
export function MenuLink({
  item,
  className,
  current = false,
  onNavigate,
}: {
  item: MenuItem;
  className?: string;
  current?: boolean;
  onNavigate?: () => void;
}) {
  if (!isShopPath(item.href)) {
    return (
      <a
        className={className}
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {item.label} <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  return current ? (
    <NavLink className={className} to={item.href} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ) : (
    <Link className={className} to={item.href} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}
