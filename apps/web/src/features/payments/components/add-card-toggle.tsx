import { useState } from 'react';
import type { Fund } from '@fairdraw/contracts';
import { AddCardForm } from './add-card-form';
import { useCardGateways } from '../api/get-card-gateways';

/** "Add a card", which opens the add-card form in place; unavailable while no gateway takes cards. */
export function AddCardToggle({ onAdded }: { onAdded: (fund: Fund) => Promise<void> | void }) {
  const gateways = useCardGateways();
  const tokeniseUrl = gateways.data?.find((gateway) => gateway.enabled)?.tokeniseUrl ?? null;
  const [adding, setAdding] = useState(false);
  if (adding && tokeniseUrl)
    return (
      <AddCardForm
        tokeniseUrl={tokeniseUrl}
        onAdded={async (fund) => {
          setAdding(false);
          await onAdded(fund);
        }}
      />
    );
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={!tokeniseUrl}
      onClick={() => setAdding(true)}
    >
      Add a card
    </button>
  );
}
