// The pre-cart drawer (pre-cart-drawer capability, shop-core §4; decision 0049): after an item is added
// it says so, offers recommended draws that go with the cart, and leads on to the cart or back to
// shopping. A dialog: labelled by its heading, focus kept inside, Escape and "Keep shopping" close it.
import { useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { ListSkeleton } from '../../../components/ui/list-states';
import { cartPathWithCampaign } from '../../../lib/campaign';
import type { AddedToCart } from '../../../lib/pre-cart-drawer';
import { usePlacement } from '../api/get-placements';
import { isPromptingOn, setPrompting } from '../prompting';
import { PlacementList } from './placement-list';
import '../placements.css';

export const PRE_CART_TITLE = 'Added to your cart';

function Recommendations({ added, onPlay }: { added: AddedToCart; onPlay: () => void }) {
  const { items, isLoading, allowed } = usePlacement('pre_cart_item', added.cart.cartItems);
  if (!allowed) return null;
  if (isLoading) return <ListSkeleton label="Loading draws you might like" count={2} />;
  // Nothing to recommend, or the placement failed: the drawer only says the item was added.
  if (items.length === 0) return null;
  return (
    <section className="pre-cart-recommendations" aria-labelledby="pre-cart-recommended">
      <h3 id="pre-cart-recommended" className="pre-cart-subtitle">
        You might also like
      </h3>
      <PlacementList items={items} label="Recommended draws" onPlay={onPlay} />
    </section>
  );
}

export function PreCartDrawer({ added, onClose }: { added: AddedToCart | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [promptingOff, setPromptingOff] = useState(() => !isPromptingOn());
  const promptingId = useId();
  const count = added?.cart.cartItems.length ?? 0;

  function choosePromptingOff(off: boolean) {
    setPromptingOff(off);
    setPrompting(!off);
  }

  return (
    <ModalOverlay
      className="pre-cart-overlay"
      isDismissable
      isOpen={added !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="pre-cart-drawer">
        <Dialog className="pre-cart-dialog">
          <Heading slot="title" className="pre-cart-title">
            {PRE_CART_TITLE}
          </Heading>
          <p className="pre-cart-summary">
            {count === 1 ? 'Your cart has 1 item.' : `Your cart has ${count} items.`}
          </p>
          {added ? <Recommendations added={added} onPlay={onClose} /> : null}
          <div className="pre-cart-actions">
            <Button
              className="button"
              onPress={() => {
                onClose();
                void navigate(cartPathWithCampaign(search));
              }}
            >
              Go to cart
            </Button>
            <Button className="button button-secondary" onPress={onClose}>
              Keep shopping
            </Button>
          </div>
          <div className="pre-cart-prompting">
            <input
              id={promptingId}
              type="checkbox"
              checked={promptingOff}
              onChange={(event) => choosePromptingOff(event.target.checked)}
            />
            <label htmlFor={promptingId}>Don’t show this again</label>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
