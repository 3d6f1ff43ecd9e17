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
  return (
    <div className="cart-removal-notice" role="status">
      <ul className="plain-list">
        {notices.map((notice) => (
          <li key={notice.id}>{noticeText(notice)}</li>
        ))}
      </ul>
      <button type="button" className="button button-small button-secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
