// The e-mails about the customer's money: the receipt of a purchase, a deposit received, and a
// withdrawal requested, paid or refused. Amounts are integer cents shown as en-AU dollars, draws by
// their Sydney date. Bank accounts appear only as the masked label the account pages show.
import { formatMoney, longDrawDate } from '@fairdraw/domain';
import { escapeHtml } from './escape-html';
import { checkedCents, composeEmail, strong } from './compose-email';
import type { EmailContent } from './mail-templates';

/** One bought item of a purchase: a lottery ticket, raffle tickets or syndicate shares. */
export interface ReceiptEmailLine {
  productName: string;
  /** The product's type (contracts productTypes): it decides whether games, tickets or shares are counted. */
  productType: string;
  /** The first draw played. */
  drawNo: number;
  drawDate: Date;
  numDraws: number;
  /** Games (lottery), raffle tickets or shares. */
  numGames: number;
  totalCents: number;
}

export interface PurchaseReceiptEmailInput {
  firstname: string;
  lines: readonly ReceiptEmailLine[];
  /** The price of what was bought, before any promo code. */
  totalCents: number;
  /** The promo code used, with what it took off the price and what it credited to the wallet. */
  promotion?: { code: string; discountCents: number; creditCents: number } | null;
  /** What the wallet held right after paying; left out when not known. */
  balanceAfterCents?: number | null;
  /** The receipt page (/receipt/{checkoutId}). */
  receiptUrl: string;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "10 games", "1 ticket", "3 shares": what a line's count is of. */
export function entriesWording(productType: string, count: number): string {
  if (productType === 'raffle_ticket') return plural(count, 'ticket');
  if (productType === 'syndicate_share' || productType === 'social_syndicate_share')
    return plural(count, 'share');
  if (productType === 'membership') return plural(count, 'entry', 'entries');
  return plural(count, 'game');
}

function receiptLine(line: ReceiptEmailLine): { text: string; html: string } {
  const date = longDrawDate(line.drawDate);
  const draws =
    line.numDraws > 1
      ? `${line.numDraws} draws from draw ${line.drawNo} on ${date}`
      : `Draw ${line.drawNo} on ${date}`;
  const entries = entriesWording(line.productType, line.numGames);
  const price = formatMoney(checkedCents(line.totalCents, 'A line total'));
  return {
    text: `${line.productName}\n${draws}\n${entries}, ${price}`,
    html: `${strong(line.productName)}<br>${escapeHtml(draws)}<br>${escapeHtml(entries)}, ${escapeHtml(price)}`,
  };
}

/** After a purchase: what was bought, for which draws, and what it cost. */
export function purchaseReceiptEmail(input: PurchaseReceiptEmailInput): EmailContent {
  if (input.lines.length === 0) throw new RangeError('A receipt lists what was bought');
  const promotion = input.promotion ?? null;
  const discountCents = promotion ? checkedCents(promotion.discountCents, 'The discount') : 0;
  const creditCents = promotion ? checkedCents(promotion.creditCents, 'The credit') : 0;
  const total = formatMoney(checkedCents(input.totalCents - discountCents, 'The total'));
  const balance =
    input.balanceAfterCents == null
      ? null
      : formatMoney(checkedCents(input.balanceAfterCents, 'The balance'));
  return composeEmail({
    subject: `Your Fairdraw receipt: ${total}`,
    firstname: input.firstname,
    paragraphs: [
      `Thank you for your purchase. Your ${input.lines.length === 1 ? 'entry is' : 'entries are'} in:`,
      ...input.lines.map(receiptLine),
      ...(promotion && discountCents > 0
        ? [`Promo code ${promotion.code}: ${formatMoney(discountCents)} off.`]
        : []),
      ...(promotion && creditCents > 0
        ? [`Promo code ${promotion.code}: ${formatMoney(creditCents)} credited to your wallet.`]
        : []),
      {
        text: `Total paid from your wallet: ${total}`,
        html: `Total paid from your wallet: ${strong(total)}`,
      },
      ...(balance ? [`Your wallet balance is now ${balance}.`] : []),
    ],
    action: { url: input.receiptUrl, label: 'See your receipt' },
    note: 'Keep this e-mail for your records. We will e-mail you again if your entry wins.',
  });
}

export interface DepositReceivedEmailInput {
  firstname: string;
  amountCents: number;
  /** "card", "Apple Pay", "PayPal": how the customer paid, never a card number. */
  method: string;
  balanceAfterCents?: number | null;
  /** The deposit's page or the transactions list. */
  detailsUrl: string;
}

/** After a deposit was credited to the wallet. */
export function depositReceivedEmail(input: DepositReceivedEmailInput): EmailContent {
  const amount = formatMoney(checkedCents(input.amountCents, 'A deposit'));
  const balance =
    input.balanceAfterCents == null
      ? null
      : formatMoney(checkedCents(input.balanceAfterCents, 'The balance'));
  return composeEmail({
    subject: `Deposit received: ${amount}`,
    firstname: input.firstname,
    paragraphs: [
      {
        text: `We received your deposit of ${amount} by ${input.method}. It is in your Fairdraw wallet now.`,
        html: `We received your deposit of ${strong(amount)} by ${escapeHtml(input.method)}. It is in your Fairdraw wallet now.`,
      },
      ...(balance ? [`Your wallet balance is now ${balance}.`] : []),
    ],
    action: { url: input.detailsUrl, label: 'See your deposit' },
    note: 'If you did not make this deposit, please contact support straight away.',
  });
}

export interface WithdrawalEmailInput {
  firstname: string;
  amountCents: number;
  /** The masked bank account or PayID the money goes to. */
  destination: string;
  /** The withdrawal's page. */
  detailsUrl: string;
}

/** After the customer asked for a withdrawal: the money left the wallet and waits to be paid. */
export function withdrawalRequestedEmail(input: WithdrawalEmailInput): EmailContent {
  const amount = formatMoney(checkedCents(input.amountCents, 'A withdrawal'));
  return composeEmail({
    subject: `Withdrawal requested: ${amount}`,
    firstname: input.firstname,
    paragraphs: [
      {
        text: `You asked us to pay ${amount} from your Fairdraw wallet to ${input.destination}.`,
        html: `You asked us to pay ${strong(amount)} from your Fairdraw wallet to ${escapeHtml(input.destination)}.`,
      },
      'The money has left your wallet and is held for you until we pay it. We will e-mail you when it is paid. You can cancel the withdrawal while it waits.',
    ],
    action: { url: input.detailsUrl, label: 'See your withdrawal' },
    note: 'If you did not ask for this withdrawal, please contact support straight away.',
  });
}

/** After the withdrawal was paid out to the customer's account. */
export function withdrawalPaidEmail(input: WithdrawalEmailInput): EmailContent {
  const amount = formatMoney(checkedCents(input.amountCents, 'A withdrawal'));
  return composeEmail({
    subject: `Withdrawal paid: ${amount}`,
    firstname: input.firstname,
    paragraphs: [
      {
        text: `We have paid your withdrawal of ${amount} to ${input.destination}.`,
        html: `We have paid your withdrawal of ${strong(amount)} to ${escapeHtml(input.destination)}.`,
      },
      'Banks can take up to 3 business days to show the money in your account.',
    ],
    action: { url: input.detailsUrl, label: 'See your withdrawal' },
  });
}

/** After an operator refused the withdrawal: the money went back to the wallet. */
export function withdrawalRefusedEmail(
  input: WithdrawalEmailInput & { reason?: string | null },
): EmailContent {
  const amount = formatMoney(checkedCents(input.amountCents, 'A withdrawal'));
  const reason = input.reason?.trim() || null;
  return composeEmail({
    subject: `Withdrawal not paid: ${amount}`,
    firstname: input.firstname,
    paragraphs: [
      {
        text: `We could not pay your withdrawal of ${amount} to ${input.destination}.`,
        html: `We could not pay your withdrawal of ${strong(amount)} to ${escapeHtml(input.destination)}.`,
      },
      ...(reason ? [`The reason: ${reason}`] : []),
      `The ${amount} is back in your Fairdraw wallet.`,
    ],
    action: { url: input.detailsUrl, label: 'See your withdrawal' },
    note: 'If you have questions about this, please contact support.',
  });
}
