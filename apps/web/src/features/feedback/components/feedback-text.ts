import type { FeedbackMood } from '@fairdraw/contracts';

/** The widget's words (account-area §2 "Feedback widget"). */
export const feedbackText = {
  prompt: (siteName: string) => `What do you think of the ${siteName} website?`,
  faces: { not_satisfied: 'Unhappy', neutral: 'Neutral', satisfied: 'Satisfied' },
  thanksTitles: { not_satisfied: "We're sorry!", neutral: 'Neutral is OK', satisfied: 'Awesome!' },
  questions: {
    not_satisfied: 'What did we do wrong?',
    neutral: 'What can we do better?',
    satisfied: 'What do you like most?',
  },
  commentPlaceholder: 'Enter your feedback',
  emailPlaceholder: 'Your email address (optional)',
  thanks: 'Thank you for your feedback. We read every message, and it helps us make the shop better.',
} as const satisfies Record<string, unknown>;

export const moods: readonly FeedbackMood[] = ['not_satisfied', 'neutral', 'satisfied'];
