import { useState } from 'react';
import { ApiError } from '@fairdraw/client';
import { sameNumbers } from '@fairdraw/domain';
import { useToasts } from '../../../../components/ui/toast';
import { useFavouriteNumbers } from '../../../../lib/favourite-numbers';

/**
 * Keeps a game's main numbers as the player's favourites: in the account when signed in, otherwise on
 * this device until sign-in carries them to the account (shop-core §4 "Login success").
 */
export function KeepFavourites({ numbers: picked }: { numbers: readonly number[] }) {
  const favourites = useFavouriteNumbers();
  const numbers = [...picked].sort((a, b) => a - b);
  const toasts = useToasts();
  const [saving, setSaving] = useState(false);
  if (numbers.length === 0) return null;
  if (sameNumbers(numbers, favourites.numbers))
    return <p className="keep-favourites muted">These are your favourite numbers.</p>;

  async function keep() {
    if (saving) return;
    setSaving(true);
    try {
      const where = await favourites.keep(numbers);
      toasts.show({
        message:
          where === 'account'
            ? `${numbers.join(', ')} are now your favourite numbers.`
            : `${numbers.join(', ')} are kept as your favourite numbers on this device. Log in to keep them in your account.`,
      });
    } catch (error) {
      toasts.show({
        title: 'Favourite numbers not saved',
        message:
          error instanceof ApiError && error.status < 500
            ? error.message
            : 'Something went wrong. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <p className="keep-favourites">
      <button type="button" className="link-button" onClick={() => void keep()} aria-busy={saving}>
        Keep {numbers.join(', ')} as my favourite numbers
      </button>
    </p>
  );
}
