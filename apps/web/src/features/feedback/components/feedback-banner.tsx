import { useState } from 'react';
import { useConfig } from '../../../lib/api/get-config';
import { useHasCapabilities } from '../../../lib/capabilities';
import { lazyPart } from '../../../lib/lazy-part';
import '../feedback.css';

// The dialog's code loads when the visitor first asks for it: the banner is in every page's footer.
const FeedbackModal = lazyPart(() => import('./feedback-modal').then((module) => module.FeedbackModal));

/**
 * The footer's invitation to leave feedback (capability `feedback`); it opens the modal at step 1.
 * `compact` is one line: the question and the button.
 */
export function FeedbackBanner({ compact = false }: { compact?: boolean }) {
  const enabled = useHasCapabilities('feedback');
  const { siteName } = useConfig();
  const [open, setOpen] = useState(false);
  // Kept once opened, so the dialog closes as it opened instead of vanishing with its code.
  const [asked, setAsked] = useState(false);
  if (!enabled) return null;
  return (
    <>
      <section
        className={`feedback-banner${compact ? ' feedback-banner-compact' : ''}`}
        aria-labelledby="feedback-banner-title"
      >
        <div>
          <h2 id="feedback-banner-title">Help us improve {siteName}</h2>
          {compact ? null : <p>Tell us what you think of the website. It takes a minute.</p>}
        </div>
        <button
          type="button"
          className="button feedback-banner-action"
          aria-haspopup="dialog"
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          Add feedback
        </button>
      </section>
      {asked ? <FeedbackModal isOpen={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
