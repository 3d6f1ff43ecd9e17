import { describe, expect, it } from 'vitest';
import { clientEventSchema, FEEDBACK_COMMENT_MAX_LENGTH } from './events';

const feedback = {
  category: 'user',
  eventType: 'feedback_event',
  name: 'feedback',
  rating: 1,
  comment: 'Easy to buy a ticket',
  source: '/lotto-tickets',
  clientInformation: {
    build: 'release',
    clientName: 'fairdraw-web',
    version: '0.1.0',
    clientEnvironment: { timezone: 'Australia/Sydney', locale: 'en-AU' },
  },
};

function issuePaths(body: unknown): string[] {
  const result = clientEventSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('client events', () => {
  it('accepts a feedback event with or without an e-mail, and an analytics event', () => {
    expect(clientEventSchema.safeParse(feedback).success).toBe(true);
    expect(clientEventSchema.safeParse({ ...feedback, email: 'sam@example.com' }).success).toBe(true);
    expect(
      clientEventSchema.safeParse({ category: 'analytics', eventType: 'page_view', name: 'page_view' })
        .success,
    ).toBe(true);
  });

  it('checks a feedback event strictly', () => {
    expect(issuePaths({ ...feedback, email: 'not an address' })).toEqual(['email']);
    expect(issuePaths({ ...feedback, rating: 2 })).toEqual(['rating']);
    expect(issuePaths({ ...feedback, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) })).toEqual([
      'comment',
    ]);
    expect(issuePaths({ ...feedback, clientInformation: undefined })).toEqual(['clientInformation']);
    expect(issuePaths({ ...feedback, name: 'other' })).toEqual(['name']);
    expect(issuePaths({ ...feedback, properties: { a: 1 } })).toEqual(['']);
  });

  it('keeps the feedback fields to feedback events', () => {
    expect(issuePaths({ category: 'analytics', eventType: 'page_view', name: 'x', rating: 1 })).toEqual([
      'rating',
    ]);
  });
});
