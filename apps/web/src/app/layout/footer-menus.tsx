import type { Navigation } from '@fairdraw/contracts';
import { isLinkAllowed } from '@fairdraw/domain';
import { useCapabilities } from '../../lib/capabilities';
import { useNavigation } from '../../lib/api/get-navigation';
import { isSafeMenuHref, MenuLink } from './menu-link';

type FooterColumn = Navigation['footer'][number];

/**
 * The site config's footer columns with the links the customer's capabilities allow; a column left with
 * no link is dropped. None while loading or when no site config is published.
 */
export function useFooterColumns(): FooterColumn[] {
  const capabilities = useCapabilities();
  const columns = useNavigation().data?.footer ?? [];
  return columns
    .map((column) => ({
      ...column,
      links: column.links.filter(
        (link) => isSafeMenuHref(link.href) && isLinkAllowed(link.href, capabilities),
      ),
    }))
    .filter((column) => column.links.length > 0);
}

/** Each configured column as a navigation landmark named by its heading. */
export function FooterMenus({ columns }: { columns: readonly FooterColumn[] }) {
  return columns.map((column, index) => {
    const headingId = `footer-menu-${index}`;
    return (
      <nav key={column.title} className="footer-block" aria-labelledby={headingId}>
        <h2 id={headingId}>{column.title}</h2>
        <ul className="plain-list footer-links">
          {column.links.map((link) => (
            <li key={`${link.href} ${link.label}`}>
              <MenuLink item={link} />
            </li>
          ))}
        </ul>
      </nav>
    );
  });
}
