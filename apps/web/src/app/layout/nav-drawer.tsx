import { Link } from 'react-router';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CapabilityGate } from '../../lib/capabilities';
import { useSiteName } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { PrimaryNav } from './primary-nav';
import './nav-drawer.css';

/**
 * The menu toggle and the navigation drawer it opens. react-aria keeps focus inside while open, closes
 * on Escape or a click outside, and puts focus back on the toggle.
 */
export function NavDrawer() {
  const siteName = useSiteName();
  const { isAuthenticated } = useSession();
  return (
    <DialogTrigger>
      <Button className="icon-button menu-toggle" aria-label="Menu">
        <MenuIcon />
      </Button>
      <ModalOverlay className="drawer-overlay" isDismissable>
        <Modal className="drawer">
          <Dialog className="drawer-dialog" aria-labelledby="drawer-title">
            {({ close }) => (
              <>
                <div className="drawer-header">
                  <Heading slot="title" id="drawer-title" className="drawer-title">
                    {siteName}
                  </Heading>
                  <Button className="icon-button" aria-label="Close menu" onPress={close}>
                    <CloseIcon />
                  </Button>
                </div>
                <PrimaryNav label="Menu" className="drawer-nav" onNavigate={close} />
                <nav aria-label="More from us" className="drawer-nav drawer-nav-secondary">
                  <ul className="nav-list">
                    <li>
                      <Link className="nav-link" to="/" onClick={close}>
                        Home
                      </Link>
                    </li>
                    <li>
                      <Link className="nav-link" to="/about" onClick={close}>
                        About us
                      </Link>
                    </li>
                    <li>
                      <Link className="nav-link" to="/about/contact-us" onClick={close}>
                        Help and contact
                      </Link>
                    </li>
                    <CapabilityGate require="responsible_gambling">
                      <li>
                        <Link className="nav-link" to="/about/responsible-gaming" onClick={close}>
                          Responsible gambling
                        </Link>
                      </li>
                    </CapabilityGate>
                    {isAuthenticated ? null : (
                      <li>
                        <Link className="nav-link" to="/login" onClick={close}>
                          Log in
                        </Link>
                      </li>
                    )}
                  </ul>
                </nav>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
