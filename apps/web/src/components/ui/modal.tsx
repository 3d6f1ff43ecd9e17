// A modal dialog: focus moves into it and stays there, Escape and the close button close it, and focus
// goes back to what opened it (react-aria's Modal and Dialog).
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './modal.css';

interface AppModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** Left of the close button in the header (a back button). */
  headerStart?: ReactNode;
  size?: 'small' | 'medium';
  children: ReactNode;
}

export function AppModal({ isOpen, onClose, title, headerStart, size = 'medium', children }: AppModalProps) {
  return (
    <ModalOverlay
      className="ui-modal-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={`ui-modal ui-modal-${size}`}>
        <Dialog className="ui-modal-dialog">
          <div className="ui-modal-header">
            {headerStart}
            <Heading slot="title" className="ui-modal-title">
              {title}
            </Heading>
            <button type="button" className="ui-modal-close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
