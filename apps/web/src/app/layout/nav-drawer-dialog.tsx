import { Link } from 'react-router';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CapabilityGate } from '../../lib/capabilities';
import { useSiteName } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { CloseIcon } from '../../components/ui/icons';
import { PrimaryNav } from './primary-nav';
import './nav-drawer.css';

/**
 * The navigation drawer, loaded when the menu toggle is first used (nav-drawer.tsx). react-aria keeps
 * focus inside while open, closes on Escape or a click outside, and puts focus back on the toggle.
 */
export function NavDrawerDialog({ onClose }: { onClose: () => void }) {
  const siteName = useSiteName();
  const { isAuthenticated } = useSession();
  return (
    <ModalOverlay
      className="drawer-overlay"
      isDismissable
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="drawer">
        <Dialog className="drawer-dialog" aria-labelledby="drawer-title">
          <div className="drawer-header">
            <Heading slot="title" id="drawer-title" className="drawer-title">
              {siteName}
            </Heading>
            <Button className="icon-button" aria-label="Close menu" onPress={onClose}>
              <CloseIcon />
            </Button>
          </div>
          <PrimaryNav label="Menu" className="drawer-nav" onNavigate={onClose} />
          <nav aria-label="More from us" className="drawer-nav drawer-nav-secondary">
            <ul className="nav-list">
              <li>
                <Link className="nav-link" to="/" onClick={onClose}>
                  Home
                </Link>
              </li>
              <li>
                <Link className="nav-link" to="/about" onClick={onClose}>
                  About us
                </Link>
              </li>
              <li>
                <Link className="nav-link" to="/about/contact-us" onClick={onClose}>
                  Help and contact
                </Link>
              </li>
              <CapabilityGate require="responsible_gambling">
                <li>
                  <Link className="nav-link" to="/about/responsible-gaming" onClick={onClose}>
                    Responsible gambling
                  </Link>
                </li>
              </CapabilityGate>
              {isAuthenticated ? null : (
                <li>
                  <Link className="nav-link" to="/login" onClick={onClose}>
                    Log in
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
