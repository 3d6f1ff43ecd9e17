// How the shop links to its support line: the number as written for people, dialled as digits.

/** "1300 123 456" → "tel:1300123456"; a leading + (an international number) is kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
