import { NavLink } from 'react-router';
import type { NavLink as ContentNavLink } from '@fairdraw/contracts';
import { ContentLink } from './content-blocks';

/** The menu of sibling pages a content page names (the about pages share one). */
export function PageSubnav({ links, label }: { links: readonly ContentNavLink[]; label: string }) {
  return (
    <nav className="content-subnav" aria-label={label}>
      <ul className="plain-list">
        {links.map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/') ? (
              <NavLink to={link.href} end>
                {link.label}
              </NavLink>
            ) : (
              <ContentLink href={link.href}>{link.label}</ContentLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
