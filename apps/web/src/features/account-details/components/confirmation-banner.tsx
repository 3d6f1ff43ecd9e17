// The confirmation banner (shop-core §2 "Layout behaviour", account-area §2): above the page when the
// customer record says the address or the e-mail needs confirming, address first, never on my-details.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useToasts } from '../../../components/ui/toast';
import { CUSTOMER_QUERY_KEY, useCustomer } from '../../../lib/api/get-customer';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useConfirmAddress } from '../api/confirm-address';
import { useConfirmEmailAddress } from '../api/confirm-email-address';
import { lazyPart } from '../../../lib/lazy-part';
import '../account-details.css';

export const MY_DETAILS_PATH = '/my-account/my-details';
export const ADDRESS_CONFIRMED_MESSAGE = 'Thanks, your address is confirmed.';
export const EMAIL_LINK_RESENT_MESSAGE =
  "We've sent a new confirmation link to your new email address. Open it to finish the change.";
export const CONFIRM_FAILED_MESSAGE = "We couldn't confirm that just now. Please try again.";

// The dialog (and the form in it) loads when it is first opened: the banner is on every page, the
// dialog seldom used.
const DetailsModal = lazyPart(() => import('./details-modal').then((module) => module.DetailsModal));

export function ConfirmationBanner() {
  const customer = useCustomer();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const canManageDetails = useHasCapabilities('account_details_manage');
  const confirmAddress = useConfirmAddress();
  const confirmEmail = useConfirmEmailAddress();
  const [modalOpen, setModalOpen] = useState(false);
  // A ref, not the mutation state: a second click in the same tick must be ignored too.
  const running = useRef(false);

  const record = customer.data;
  if (!record || location.pathname === MY_DETAILS_PATH) return null;
  const kind = record.addressConfirmationRequired
    ? 'address'
    : record.emailAddressConfirmationRequired
      ? 'email'
      : null;
  if (kind === null) return modalOpen ? <DetailsModal isOpen onClose={() => setModalOpen(false)} /> : null;

  async function confirm() {
    if (running.current) return;
    running.current = true;
    try {
      if (kind === 'address') {
        await confirmAddress.mutateAsync();
        toasts.show({ title: 'Confirmed', message: ADDRESS_CONFIRMED_MESSAGE });
      } else {
        const result = await confirmEmail.mutateAsync(undefined);
        toasts.show({
          title: 'Check your inbox',
          message: result.confirmed ? 'Confirmed' : EMAIL_LINK_RESENT_MESSAGE,
        });
      }
      await queryClient.refetchQueries({ queryKey: CUSTOMER_QUERY_KEY });
    } catch {
      toasts.show({ title: 'Something went wrong', message: CONFIRM_FAILED_MESSAGE });
    } finally {
      running.current = false;
    }
  }

  function update() {
    if (canManageDetails) setModalOpen(true);
    else void navigate(MY_DETAILS_PATH);
  }

  const busy = confirmAddress.isPending || confirmEmail.isPending;
  return (
    <>
      <section className="confirmation-banner" aria-labelledby="confirmation-banner-title">
        <div>
          <h2 id="confirmation-banner-title">
            {kind === 'address' ? 'Please confirm your address' : 'Please confirm your new email address'}
          </h2>
          <p>
            {kind === 'address'
              ? 'Your postal address changed. Is it right? We send prize cheques and documents there.'
              : 'Open the link we emailed to your new address, or send a new link.'}
          </p>
        </div>
        <div className="confirmation-banner-actions">
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => void confirm()}
          >
            {kind === 'address' ? 'Confirm' : 'Send a new link'}
          </button>
          <button type="button" className="button button-secondary" onClick={update}>
            Update
          </button>
        </div>
      </section>
      {modalOpen ? <DetailsModal isOpen onClose={() => setModalOpen(false)} /> : null}
    </>
  );
}
