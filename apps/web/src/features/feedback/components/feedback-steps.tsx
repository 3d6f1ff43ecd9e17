import { useId } from 'react';
import type { ConfigResult, FeedbackMood } from '@fairdraw/contracts';
import { FormAlert } from '../../../components/ui/form-fields';
import { feedbackText, moods } from './feedback-text';
import { socialNetworkNames } from '../../../lib/social-networks';

function Face({ mood }: { mood: FeedbackMood }) {
  const mouth = {
    not_satisfied: 'M9 23 Q16 17 23 23',
    neutral: 'M10 21 H22',
    satisfied: 'M9 19 Q16 26 23 19',
  }[mood];
  return (
    <svg className="feedback-face-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11" cy="13" r="1.8" fill="currentColor" />
      <circle cx="21" cy="13" r="1.8" fill="currentColor" />
      <path d={mouth} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Step 1: how the visitor feels; choosing a face moves on to the comment. */
export function MoodStep({
  selected,
  onChoose,
}: {
  selected: FeedbackMood;
  onChoose: (mood: FeedbackMood) => void;
}) {
  return (
    <ul className="plain-list feedback-faces">
      {moods.map((mood) => (
        <li key={mood}>
          <button
            type="button"
            className={`feedback-face feedback-face-${mood}`}
            aria-pressed={selected === mood}
            onClick={() => onChoose(mood)}
          >
            <Face mood={mood} />
            <span>{feedbackText.faces[mood]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface CommentFields {
  comment: string;
  email: string;
}

interface CommentStepProps {
  mood: FeedbackMood;
  fields: CommentFields;
  onChange: (fields: CommentFields) => void;
  /** Signed-in customers are not asked for an e-mail address. */
  askEmail: boolean;
  sending: boolean;
  emailError: string | null;
  error: string | null;
  onSubmit: () => void;
}

/** Step 2: what the visitor wants to tell us, and for visitors an optional e-mail address. */
export function CommentStep({
  mood,
  fields,
  onChange,
  askEmail,
  sending,
  emailError,
  error,
  onSubmit,
}: CommentStepProps) {
  const id = useId();
  return (
    <form
      className="feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormAlert message={error} />
      <div className="form-field">
        <label htmlFor={`${id}-comment`} className="visually-hidden">
          {feedbackText.questions[mood]}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={5}
          maxLength={2000}
          placeholder={feedbackText.commentPlaceholder}
          value={fields.comment}
          onChange={(event) => onChange({ ...fields, comment: event.target.value })}
        />
      </div>
      {askEmail ? (
        <div className="form-field">
          {/* Shown, not only a placeholder: the hint must not vanish while someone types. */}
          <label htmlFor={`${id}-email`}>Your email address, if you would like an answer (optional)</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={feedbackText.emailPlaceholder}
            value={fields.email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onChange={(event) => onChange({ ...fields, email: event.target.value })}
          />
          {emailError ? (
            <p id={`${id}-email-error`} className="field-error">
              {emailError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="feedback-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Send feedback'}
        </button>
      </div>
    </form>
  );
}

type SocialAccount = ConfigResult['socialAccounts'][number];

/** Step 3: thanks; a satisfied visitor may like the shop's social account when it has one. */
export function CompleteStep({
  mood,
  socialAccount,
  onClose,
}: {
  mood: FeedbackMood;
  socialAccount: SocialAccount | null;
  onClose: () => void;
}) {
  return (
    <div className="feedback-complete">
      <p>{feedbackText.thanks}</p>
      <div className="feedback-actions">
        {mood === 'satisfied' && socialAccount ? (
          <a className="button" href={socialAccount.url} target="_blank" rel="noopener noreferrer">
            Like us on {socialNetworkNames[socialAccount.network]}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
