// Tells a winner about their prize by e-mail: the draw lifecycle's `notifyWinner` hook (issue 4).
// Throws MailSendError when the message could not be handed to the SMTP server, so the lifecycle keeps
// the winner un-e-mailed and tries again on its next run.
import { winnerEmail } from './mail-templates';
import type { Mailer } from './mailer';

/** One winning ticket, as the draw lifecycle reports it. */
export interface WinnerNotice {
  email: string;
  firstname: string;
  productName: string;
  drawNo: number;
  drawAt: Date;
  division: number;
  prizeCents: number;
  orderId: string;
}

/** The web app's page of one ticket (apps/web routes: my-account/upcoming-tickets/ticket/:id). */
export function ticketPageUrl(publicUrl: string, orderId: string): string {
  // Relative to the shop's address, so a shop served under a path keeps it.
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return new URL(`my-account/upcoming-tickets/ticket/${encodeURIComponent(orderId)}`, base).href;
}

export interface WinnerNotifierOptions {
  mailer: Mailer;
  /** The shop's public address (MailSetup.publicUrl). */
  publicUrl: string;
}

export function createWinnerNotifier({ mailer, publicUrl }: WinnerNotifierOptions) {
  return async (winner: WinnerNotice): Promise<void> => {
    const email = winnerEmail({
      firstname: winner.firstname,
      productName: winner.productName,
      drawNo: winner.drawNo,
      drawDate: winner.drawAt,
      division: winner.division,
      prizeCents: winner.prizeCents,
      ticketUrl: ticketPageUrl(publicUrl, winner.orderId),
    });
    await mailer.send({ to: winner.email, ...email });
  };
}
