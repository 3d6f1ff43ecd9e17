import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAddToCart } from '../api/add-cart-item';
import { useCartCustomerId } from '../api/get-cart';
import { dismissCartRemoval } from '../utils/cart-cache';
import type { CartRemovalNotice, CartRemovalReason } from '../utils/cart-cache';

const reasonText: Record<CartRemovalReason, string> = {
  draw_closed: 'its draw has closed',
  offer_unavailable: 'it is no longer on sale',
};

function noticeText(notice: CartRemovalNotice): string {
  const what = notice.description ?? 'An item';
  return `${what} was taken out of your cart because ${reasonText[notice.reason]}.`;
}

/** Items the server took out of the cart, told once until the customer closes the notice. */
export function RemovalNotice({ notices, onClose }: { notices: CartRemovalNotice[]; onClose: () => void }) {
  const cart = useAddToCart();
  return (
    <div className="cart-removal-notice" role="status">
      <ul className="plain-list cart-removal-list">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} pending={cart.pending} onReplay={cart.add} />
        ))}
      </ul>
      <button type="button" className="button button-small button-secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function NoticeItem({
  notice,
  pending,
  onReplay,
}: {
  notice: CartRemovalNotice;
  pending: boolean;
  onReplay: ReturnType<typeof useAddToCart>['add'];
}) {
  const textId = useId();
  const queryClient = useQueryClient();
  const customerId = useCartCustomerId();
  const replay = notice.replay;
  return (
    <li>
      <span id={textId}>{noticeText(notice)}</span>
      {replay ? (
        <>
          {' '}
          <button
            type="button"
            className="button button-small"
            aria-describedby={textId}
            aria-disabled={pending}
            onClick={() => {
              if (pending) return;
              // Added like any item (licensing and limits apply); the notice goes once it is back.
              void onReplay(replay).then((added) => {
                if (added) dismissCartRemoval(queryClient, customerId, notice.id);
              });
            }}
          >
            Play the same numbers in draw {replay.drawNo}
          </button>
        </>
      ) : null}
    </li>
  );
}
