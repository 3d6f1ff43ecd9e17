import { useState } from 'react';
import type { Fund } from '@fairdraw/contracts';
import { groupedCardNumber } from '@fairdraw/domain';

/** How a saved fund is shown: the card grouped in fours, or the account's name and last digits. */
export function fundLabel(fund: Fund): string {
  if (fund.card) return `${fund.card.brand} ${groupedCardNumber(fund.card.lastFour, fund.card.numberLength)}`;
  if (fund.bankAccount)
    return fund.bankAccount.accountName
      ? `${fund.bankAccount.accountName}, ${fund.bankAccount.label}`
      : fund.bankAccount.label;
  return fund.type;
}

interface FundListProps {
  funds: Fund[];
  busyId: string | null;
  onMakeDefault?: (fund: Fund) => void;
  onDelete: (fund: Fund) => void;
  label: string;
}

/** Saved cards or accounts with the default marker, make-default and delete (confirmed first). */
export function FundList({ funds, busyId, onMakeDefault, onDelete, label }: FundListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <ul className="fund-list" aria-label={label}>
      {funds.map((fund) => {
        const name = fundLabel(fund);
        const busy = busyId === fund.id;
        return (
          <li key={fund.id} className="fund-item">
            <span className="fund-name">{name}</span>
            {fund.card ? (
              <span className="fund-detail">
                Expires {String(fund.card.expiryMonth).padStart(2, '0')}/
                {String(fund.card.expiryYear).slice(-2)}
              </span>
            ) : null}
            {fund.bankAccount ? <span className="fund-detail">{fund.bankAccount.status}</span> : null}
            {fund.default ? <span className="fund-default">Default</span> : null}
            <span className="fund-actions">
              {onMakeDefault && !fund.default && fund.card ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy}
                  onClick={() => onMakeDefault(fund)}
                  aria-label={`Make ${name} the default`}
                >
                  Make default
                </button>
              ) : null}
              {confirming === fund.id ? (
                <span role="group" aria-label={`Delete ${name}?`}>
                  <span>Delete this {fund.card ? 'card' : 'account'}?</span>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => {
                      setConfirming(null);
                      onDelete(fund);
                    }}
                  >
                    Yes, delete
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setConfirming(null)}
                  >
                    Keep it
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy}
                  onClick={() => setConfirming(fund.id)}
                  aria-label={`Delete ${name}`}
                >
                  Delete
                </button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
