import { useState } from 'react';
import { SUPPORT_MESSAGE_MAX, type CustomerRecord } from '@fairdraw/contracts';
import { email, required } from '@fairdraw/domain';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { ListSkeleton } from '../../../components/ui/list-states';
import { useCustomer } from '../../../lib/api/get-customer';
import { useSession } from '../../../lib/session';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { sendSupportMessage } from '../api/send-support-message';

/** Ten characters at least, so customer care has something to go on (the server's rule too). */
const atLeastTen = (value: unknown) =>
  typeof value === 'string' && value.trim().length < 10
    ? 'Please tell us a little more (at least 10 characters).'
    : null;

/**
 * The contact page's form: a topic, who is writing, and the message. Signed-in customers start filled in;
 * `initialTopic` (one of `topics`) starts chosen, for links like the partner invitation's.
 */
export function SupportForm({ topics, initialTopic }: { topics: readonly string[]; initialTopic?: string }) {
  const { isAuthenticated } = useSession();
  const customer = useCustomer();
  // A signed-in customer's name and e-mail are the form's starting values, so wait for them briefly;
  // if they cannot be loaded the customer types them like a visitor.
  if (isAuthenticated && customer.isPending && customer.fetchStatus !== 'idle')
    return <ListSkeleton label="Loading the form" count={1} />;
  return (
    <SupportFormFields topics={topics} customer={customer.data} {...(initialTopic ? { initialTopic } : {})} />
  );
}

function SupportFormFields({
  topics,
  customer,
  initialTopic,
}: {
  topics: readonly string[];
  customer: CustomerRecord | undefined;
  initialTopic?: string;
}) {
  const { client } = useApi();
  const debounce = useDebouncer<string>();
  const [reference, setReference] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      topic: initialTopic && topics.includes(initialTopic) ? initialTopic : '',
      name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
      email: customer?.email ?? '',
      message: '',
    },
    rules: { topic: [required], name: [required], email: [required, email], message: [required, atLeastTen] },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const sent = await debounce(() =>
      sendSupportMessage(client, {
        topic: String(values.topic),
        name: String(values.name).trim(),
        email: String(values.email).trim(),
        message: String(values.message).trim(),
      }),
    );
    setReference(sent);
  });

  if (reference)
    return (
      <div className="support-sent" role="status">
        <h3>Thanks, we have your message</h3>
        <p>
          Your reference is <strong>{reference}</strong>. We have e-mailed you a copy, and customer care will
          reply within one business day.
        </p>
      </div>
    );

  return (
    <form
      className="support-form"
      noValidate
      aria-label="Message customer care"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormAlert message={form.generalError} />
      <SelectField {...form.field('topic')} label="Topic" options={topics} placeholder="Choose a topic" />
      <TextField {...form.field('name')} label="Your name" autoComplete="name" />
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <TextAreaField
        {...form.field('message')}
        label="Message"
        hint="Please never include your password or full card number."
        maxLength={SUPPORT_MESSAGE_MAX}
      />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
