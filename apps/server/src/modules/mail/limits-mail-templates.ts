// The e-mails about the customer's own spend, precommitment and deposit limits (decision 0025): a cut
// or a new limit applies at once; a raise or a removal waits a cooling-off period, and the customer
// hears when it was asked for and again when it applies.
import { formatLimitTime, formatMoney, limitPeriodLabels } from '@fairdraw/domain';
import type { LimitPeriod } from '@fairdraw/contracts';
import { checkedCents, composeEmail, strong } from './compose-email';
import type { EmailContent } from './mail-templates';

/** Which limit: a spend limit of a period, the precommitment or the weekly deposit limit. */
export interface LimitIdentity {
  kind: 'spend' | 'precommitment' | 'deposit';
  period: LimitPeriod;
}

/** "weekly spend limit", "monthly precommitment limit", "weekly deposit limit". */
export function limitName(limit: LimitIdentity): string {
  return `${limitPeriodLabels[limit.period].adjective.toLowerCase()} ${limit.kind} limit`;
}

export interface LimitChangeEmailInput {
  firstname: string;
  limit: LimitIdentity;
  /** The new amount; null when the limit is being removed. */
  amountCents: number | null;
  /** The page of this kind of limit. */
  limitsUrl: string;
}

const amountOf = (cents: number | null) =>
  cents === null ? null : formatMoney(checkedCents(cents, 'A limit'));

/** After a change that applies at once: a new limit, or a lower one. */
export function limitChangeAppliedEmail(input: LimitChangeEmailInput): EmailContent {
  const name = limitName(input.limit);
  const amount = amountOf(input.amountCents);
  return composeEmail({
    subject: amount ? `Your ${name} is now ${amount}` : `Your ${name} is removed`,
    firstname: input.firstname,
    paragraphs: [
      amount
        ? { text: `Your ${name} is now ${amount}.`, html: `Your ${name} is now ${strong(amount)}.` }
        : `Your ${name} is removed.`,
      'The change applies from now on.',
    ],
    action: { url: input.limitsUrl, label: 'See your limits' },
    note: 'If you did not make this change, please contact support.',
  });
}

/** After a raise or a removal was asked for: it waits a cooling-off period before it applies. */
export function limitChangeRequestedEmail(
  input: LimitChangeEmailInput & {
    /** When the change applies (shown in Sydney time). */
    effectiveAt: Date;
    /** The limit until then. */
    currentCents: number | null;
  },
): EmailContent {
  const name = limitName(input.limit);
  const amount = amountOf(input.amountCents);
  const current = amountOf(input.currentCents);
  const when = formatLimitTime(input.effectiveAt);
  return composeEmail({
    subject: amount ? `Your ${name} rises to ${amount} on ${when}` : `Your ${name} ends on ${when}`,
    firstname: input.firstname,
    paragraphs: [
      amount
        ? {
            text: `You asked to raise your ${name} to ${amount}.`,
            html: `You asked to raise your ${name} to ${strong(amount)}.`,
          }
        : `You asked to remove your ${name}.`,
      `To give you time to think it over, the change applies on ${when}${current ? `. Until then your limit stays at ${current}` : ''}.`,
      'Changed your mind? Set the limit to its current amount before then and the change will not happen.',
    ],
    action: { url: input.limitsUrl, label: 'See your limits' },
    note: 'If you did not ask for this change, please contact support.',
  });
}
