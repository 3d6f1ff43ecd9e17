// The details dialog the confirmation banner's Update opens, loaded with react-aria when first opened
// (confirmation-banner.tsx).
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useCustomerDetails } from '../../../lib/api/get-customer-details';
import { lazyPart } from '../../../lib/lazy-part';

// The form loads when the dialog first opens: the banner is on every page, the form seldom used.
const DetailsForm = lazyPart(
  () => import('./details-form').then((module) => module.DetailsForm),
  <ListSkeleton label="Loading your details" count={2} />,
);

export function DetailsModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const details = useCustomerDetails();
  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal modal-large">
        <Dialog className="modal-dialog" aria-labelledby="details-modal-title">
          <div className="modal-header">
            <Heading slot="title" id="details-modal-title">
              Update my details
            </Heading>
            <button type="button" className="button button-secondary button-small" onClick={onClose}>
              Close
            </button>
          </div>
          {details.isPending ? (
            <ListSkeleton label="Loading your details" count={2} />
          ) : details.isError ? (
            <ErrorState message="We couldn't load your details." onRetry={() => void details.refetch()} />
          ) : (
            <DetailsForm details={details.data} onSaved={onClose} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
