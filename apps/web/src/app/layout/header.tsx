import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { AccountIcon, CartIcon } from '../../components/ui/icons';
import { useSiteName } from '../../lib/document-title';
import { useCartItemCount, useSession } from '../../lib/session';
import { NavDrawer } from './nav-drawer';
import { PrimaryNav } from './primary-nav';

export function Header() {
  const intl = useIntl();
  const siteName = useSiteName();
  const { isAuthenticated } = useSession();
  const cartCount = useCartItemCount();
  const cartLabel = intl.formatMessage(
    { id: 'header.cart', defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}' },
    { count: cartCount },
  );
  return (
    <header className="site-header">
      <div className="header-inner">
        <NavDrawer />
        <Link className="logo" to="/" aria-label={`${siteName} home`}>
          <span className="wordmark" aria-hidden="true">
            {siteName}
          </span>
        </Link>
        <PrimaryNav label="Main" className="header-nav" />
        <div className="header-actions">
          {/* Signed-in customers get the account drawer with the accounts work; everyone else logs in. */}
          {isAuthenticated ? (
            <Link className="icon-button" to="/my-account" aria-label="My account">
              <AccountIcon />
            </Link>
          ) : (
            <Link className="icon-button" to="/login" aria-label="Log in">
              <AccountIcon />
            </Link>
          )}
          <Link className="icon-button cart-link" to="/cart" aria-label={cartLabel}>
            <CartIcon />
            <span className="cart-badge" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
