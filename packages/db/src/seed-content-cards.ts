// The demo shop's notices in every signed-in customer's notifications feed (decision 0042). Each has a
// source key, so seeding again, or from two processes at once, keeps one of each.
import type { Db } from './client';
import { contentCards } from './schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

const demoCards = [
  {
    sourceKey: 'demo:welcome',
    category: 'account',
    title: 'Welcome to Fairdraw',
    body: 'Your tickets, results and prizes are all in My account. We will let you know here when a draw you played has a result.',
    linkPath: '/my-account',
    daysAgo: 3,
  },
  {
    sourceKey: 'demo:responsible-gambling',
    category: 'account',
    title: 'Set a limit that suits you',
    body: 'Spend and deposit limits help you play for fun. You can set or lower them at any time.',
    linkPath: '/my-account/spend-limits',
    daysAgo: 2,
  },
  {
    sourceKey: 'demo:results',
    category: 'results',
    title: 'Results are in',
    body: "This week's lotto and raffle results are published. Check your numbers on the results page.",
    linkPath: '/lotto-results',
    daysAgo: 1,
  },
] as const;

export async function seedDemoContentCards(db: Db, now: Date): Promise<void> {
  await db
    .insert(contentCards)
    .values(
      demoCards.map(({ daysAgo, ...card }) => ({
        ...card,
        customerId: null,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    )
    .onConflictDoNothing();
}
