import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { AccountIcon, CartIcon } from '../../components/ui/icons';
import { formatWireMoney } from '../../components/ui/money';
import { useCustomer } from '../../lib/api/get-customer';
import { useSiteName } from '../../lib/document-title';
import { useCartItemCount } from '../../features/cart';
import { NotificationsButton, useHasNotificationsFeed } from '../../features/notifications';
import { useSession } from '../../lib/session';
import { NavDrawer } from './nav-drawer';
import { PrimaryNav } from './primary-nav';

export function Header() {
  const intl = useIntl();
  const siteName = useSiteName();
  const { isAuthenticated } = useSession();
  const cartCount = useCartItemCount();
  const hasNotificationsFeed = useHasNotificationsFeed();
  // Intl's plural rules rather than an ICU message: the browser build carries no message parser (decision 0075).
  const cartLabel = `Cart, ${intl.formatNumber(cartCount)} ${intl.formatPlural(cartCount) === 'one' ? 'item' : 'items'}`;
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
          {hasNotificationsFeed ? <NotificationsButton /> : null}
          {isAuthenticated ? (
            <SignedInAccount />
          ) : (
            <>
              <Link className="icon-button" to="/login" aria-label="Log in">
                <AccountIcon />
              </Link>
              {/* Joining is the first thing a new customer looks for: a word, not an icon. */}
              <Link className="button button-small header-join" to="/register">
                Join
              </Link>
            </>
          )}
          <Link className="icon-button cart-link" to="/cart" aria-label={cartLabel}>
            <CartIcon />
            <span className="icon-badge" aria-hidden="true">
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}

/** The customer's first name and balance, a link to the account and a way out. */
function SignedInAccount() {
  const customer = useCustomer();
  const name = customer.data?.firstname;
  const balance = customer.data ? formatWireMoney(customer.data.balance) : null;
  return (
    <div className="header-account">
      <Link
        className="header-account-link"
        to="/my-account"
        aria-label={name ? `My account, ${name}, balance ${balance}` : 'My account'}
      >
        <AccountIcon />
        {name ? (
          <span className="header-account-text" aria-hidden="true">
            <span className="header-account-name">{name}</span>
            <span className="header-account-balance">{balance}</span>
          </span>
        ) : null}
      </Link>
      <Link className="header-signout" to="/logout">
        Sign out
      </Link>
    </div>
  );
}
