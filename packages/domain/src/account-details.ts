// Rules the my-details and communication-preferences screens share with the server
// (account-area §3, §5). One definition: the web form checks with these before sending, the server
// checks the same body with the same rules and reports the same words under the same fields.
import type { CommunicationChannel, CommunicationPreferences } from '@fairdraw/contracts';
import { email, phoneNumber, postcode, required, type Validator } from './validation';

/** The my-details fields and their rules, in the order the form shows them. */
export const customerDetailsRules = {
  firstname: [required],
  lastname: [required],
  email: [required, email],
  phone: [required, phoneNumber],
  address: [required],
  suburb: [required],
  state: [required],
  postcode: [required, postcode],
} as const satisfies Record<string, readonly Validator[]>;

export type CustomerDetailsField = keyof typeof customerDetailsRules;

/** Channels in the order they are shown; push is set by the app, never on these pages. */
export const communicationChannelDisplayOrder = [
  'email',
  'phone',
  'sms',
  'directmail',
] as const satisfies readonly CommunicationChannel[];

export const communicationChannelLabels: Record<CommunicationChannel, string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  directmail: 'Direct mail',
  push: 'Push notifications',
};

/** The channels to show, in display order, each with whether it is on. */
export function displayedChannels(
  preferences: CommunicationPreferences['preferences'],
): Array<{ id: CommunicationChannel; label: string; enabled: boolean }> {
  return communicationChannelDisplayOrder.map((id) => ({
    id,
    label: communicationChannelLabels[id],
    enabled: preferences[id],
  }));
}
