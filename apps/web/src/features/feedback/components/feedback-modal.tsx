import { useState } from 'react';
import { useLocation } from 'react-router';
import { feedbackEventSchema, type FeedbackMood } from '@fairdraw/contracts';
import { AppModal } from '../../../components/ui/modal';
import { useConfig } from '../../../lib/api/get-config';
import { useSession, useSessionStore } from '../../../lib/session';
import { useCreateFeedbackEvent } from '../api/create-feedback-event';
import { CommentStep, CompleteStep, MoodStep, type CommentFields } from './feedback-steps';
import { feedbackText } from './feedback-text';

/** Mood, comment, complete (account-area §4 "Feedback widget"). */
export type FeedbackStep = 1 | 2 | 3;
const FIRST_STEP: FeedbackStep = 1;
const LAST_STEP: FeedbackStep = 3;

const SEND_FAILED = "We couldn't send your feedback. Please try again.";
const EMAIL_INVALID = 'Please enter a valid email address.';

const emptyFields: CommentFields = { comment: '', email: '' };

/**
 * The feedback modal. Choosing a face moves to the comment; back goes one step back and never below the
 * first; sending moves to the thanks; closing forgets the step, the fields and the sent event.
 */
export function FeedbackModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const config = useConfig();
  const { isAuthenticated } = useSession();
  const session = useSessionStore();
  const { pathname } = useLocation();
  const event = useCreateFeedbackEvent();
  const [step, setStep] = useState<FeedbackStep>(FIRST_STEP);
  const [mood, setMood] = useState<FeedbackMood>('neutral');
  const [fields, setFields] = useState<CommentFields>(emptyFields);
  const [emailError, setEmailError] = useState<string | null>(null);

  const goTo = (next: number) => setStep(Math.min(LAST_STEP, Math.max(FIRST_STEP, next)) as FeedbackStep);

  function close() {
    setStep(FIRST_STEP);
    setMood('neutral');
    setFields(emptyFields);
    setEmailError(null);
    event.reset();
    onClose();
  }

  function submit() {
    if (event.isPending) return;
    const email = isAuthenticated ? '' : fields.email.trim();
    if (email && !feedbackEventSchema.shape.email.safeParse(email).success) {
      setEmailError(EMAIL_INVALID);
      return;
    }
    setEmailError(null);
    event.mutate(
      {
        mood,
        comment: fields.comment,
        email,
        source: pathname,
        variant: session.credentials().subVariant ?? null,
      },
      { onSuccess: () => goTo(LAST_STEP) },
    );
  }

  const title =
    step === 1
      ? feedbackText.prompt(config.siteName)
      : step === 2
        ? feedbackText.questions[mood]
        : feedbackText.thanksTitles[mood];

  return (
    <AppModal
      isOpen={isOpen}
      onClose={close}
      title={title}
      headerStart={
        <button
          type="button"
          className="ui-modal-back"
          aria-label="Back"
          disabled={step === FIRST_STEP}
          onClick={() => {
            event.reset();
            goTo(step - 1);
          }}
        >
          <span aria-hidden="true">‹</span>
        </button>
      }
    >
      <p className="visually-hidden" aria-live="polite">
        Step {step} of {LAST_STEP}
      </p>
      {step === 1 ? (
        <MoodStep
          selected={mood}
          onChoose={(chosen) => {
            setMood(chosen);
            goTo(2);
          }}
        />
      ) : step === 2 ? (
        <CommentStep
          mood={mood}
          fields={fields}
          onChange={setFields}
          askEmail={!isAuthenticated}
          sending={event.isPending}
          emailError={emailError}
          error={event.isError ? SEND_FAILED : null}
          onSubmit={submit}
        />
      ) : (
        <CompleteStep mood={mood} socialAccount={config.socialAccounts[0] ?? null} onClose={close} />
      )}
    </AppModal>
  );
}
