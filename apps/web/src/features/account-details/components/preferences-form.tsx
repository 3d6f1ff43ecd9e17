import { useState } from 'react';
import {
  communicationFrequencies,
  type CommunicationFrequency,
  type CommunicationPreferences,
} from '@fairdraw/contracts';
import { displayedChannels } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { useToasts } from '../../../components/ui/toast';
import { groupServerErrors } from '../../../lib/use-form';
import { usePutCommunicationPreferences } from '../api/put-communication-preferences';

export const PREFERENCES_SAVED_MESSAGE = 'Your communication preferences have been saved.';
const frequencyLabels: Record<CommunicationFrequency, string> = { monthly: 'Monthly', weekly: 'Weekly' };

/** Channels in display order (email, phone, SMS, direct mail) and how often; push is never shown. */
export function PreferencesForm({ id, current }: { id: string; current: CommunicationPreferences }) {
  const save = usePutCommunicationPreferences(id);
  const toasts = useToasts();
  const [channels, setChannels] = useState(current.preferences);
  const [frequency, setFrequency] = useState(current.frequency);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setError(null);
    try {
      const { push: _push, ...shown } = channels;
      await save.mutateAsync({ preferences: shown, frequency });
      toasts.show({ title: 'Saved', message: PREFERENCES_SAVED_MESSAGE });
    } catch (failure) {
      setError(groupServerErrors(failure, []).general);
    }
  }

  return (
    <form className="preferences-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={error} />
      <fieldset>
        <legend>How we may contact you about offers and draws</legend>
        {displayedChannels(channels).map((channel) => (
          <div className="form-field form-field-checkbox" key={channel.id}>
            <input
              id={`channel-${channel.id}`}
              type="checkbox"
              checked={channel.enabled}
              onChange={(event) => setChannels((now) => ({ ...now, [channel.id]: event.target.checked }))}
            />
            <label htmlFor={`channel-${channel.id}`}>{channel.label}</label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>How often</legend>
        {communicationFrequencies.map((value) => (
          <div className="form-field form-field-checkbox" key={value}>
            <input
              id={`frequency-${value}`}
              type="radio"
              name="frequency"
              value={value}
              checked={frequency === value}
              onChange={() => setFrequency(value)}
            />
            <label htmlFor={`frequency-${value}`}>{frequencyLabels[value]}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save my preferences'}
      </button>
    </form>
  );
}
