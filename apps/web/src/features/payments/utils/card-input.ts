// A card's number and expiry as the customer types them: the number in groups of four (American Express
// 4-6-5), as printed on the card, and the expiry as MM/YY whether or not the slash was typed.

const MAX_CARD_DIGITS = 19;

/** The card number's digits in the groups printed on the card; anything but digits is dropped. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Only the card number's digits, as the gateway takes them. */
export function cardNumberDigits(formatted: string): string {
  return formatted.replace(/\D/g, '');
}

/**
 * The expiry as MM/YY (or MM/YYYY): "1229" becomes "12/29", "1/29" becomes "01/29", and a slash typed
 * after the month stays, so deleting back over it works as expected.
 */
export function formatExpiry(typed: string): string {
  const slash = typed.indexOf('/');
  if (slash >= 0) {
    const month = typed.slice(0, slash).replace(/\D/g, '').slice(0, 2);
    const year = typed
      .slice(slash + 1)
      .replace(/\D/g, '')
      .slice(0, 4);
    return `${month.length === 1 ? `0${month}` : month}/${year}`;
  }
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
