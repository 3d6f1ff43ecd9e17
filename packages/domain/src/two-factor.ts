// Two-factor wording shared by server and web (account-area §2 "Two-factor code screen").

/**
 * The e-mail a code went to, as the code screen shows it: only the part before the at sign is kept,
 * then masked, e.g. "dana.smith@example.com" → "da********". The first two characters stay (one
 * when the part is that short) so the customer can tell which of their addresses it is.
 */
export function maskEmailIdentifier(email: string): string {
  const local = email.split('@')[0] ?? '';
  const shown = local.length > 3 ? 2 : Math.min(1, local.length);
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(local.length - shown, 3))}`;
}

/** Up to six digits from what was pasted or typed into the code cells; anything else is dropped. */
export function codeDigits(text: string, length = 6): string[] {
  return [...text.replace(/\D/g, '')].slice(0, length);
}
