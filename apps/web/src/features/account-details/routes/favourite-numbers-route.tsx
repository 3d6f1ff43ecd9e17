import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@fairdraw/client';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useToasts } from '../../../components/ui/toast';
import { CUSTOMER_QUERY_KEY, useCustomer } from '../../../lib/api/get-customer';
import { usePutFavouriteNumbers } from '../../../lib/api/put-favourite-numbers';
import { useDocumentTitle } from '../../../lib/document-title';
import { GENERAL_ERROR_FALLBACK } from '../../../lib/use-form';
import '../account-details.css';

export const FAVOURITES_SAVED_MESSAGE = 'Your favourite numbers have been added or replaced.';
const NUMBERS_ONLY = 'Please enter whole numbers separated by spaces or commas.';

function parseNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  return parts.map(Number);
}

/** /my-account/favourite-numbers (capability favourite-numbers): the numbers the ticket builder offers. */
export function FavouriteNumbersRoute() {
  useDocumentTitle('Favourite numbers');
  const customer = useCustomer();
  const save = usePutFavouriteNumbers();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);

  if (customer.isPending) return <ListSkeleton label="Loading your favourite numbers" count={1} />;
  if (customer.isError)
    return (
      <ErrorState
        message="We couldn't load your favourite numbers."
        onRetry={() => void customer.refetch()}
      />
    );
  const saved = customer.data.favouriteNumbers;
  const value = text ?? saved.join(' ');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setGeneral(null);
    const numbers = parseNumbers(value);
    if (numbers === null) {
      setError(NUMBERS_ONLY);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(numbers);
      toasts.show({ title: 'Favourite numbers saved', message: FAVOURITES_SAVED_MESSAGE });
      setText(null);
      await queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.errors.favouriteNumbers?.[0] : undefined;
      if (message) setError(message);
      else setGeneral(failure instanceof ApiError ? failure.message : GENERAL_ERROR_FALLBACK);
    }
  }

  return (
    <div className="account-page">
      <h1>Favourite numbers</h1>
      <p>We offer these numbers when you pick your own on a lottery ticket.</p>
      {saved.length > 0 ? (
        <ul className="favourite-number-chips" aria-label="Your saved favourite numbers">
          {saved.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      ) : (
        <p>You haven't saved any favourite numbers yet.</p>
      )}
      <form className="favourite-numbers-input" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={general} />
        <TextField
          name="favouriteNumbers"
          label="Your favourite numbers"
          hint="Separate numbers with spaces or commas. Leave empty to clear them."
          inputMode="numeric"
          value={value}
          onChange={setText}
          error={error}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save favourite numbers'}
        </button>
      </form>
    </div>
  );
}
