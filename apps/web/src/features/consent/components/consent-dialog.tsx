import { useState } from 'react';
import { Switch } from 'react-aria-components';
import { AppModal } from '../../../components/ui/modal';
import {
  allows,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
  type OptionalCategory,
} from '../../../lib/consent';
import { useConsent, useConsentStore } from '../../../lib/consent-context';

const categoryText: Record<ConsentCategory, { title: string; description: string }> = {
  essential: {
    title: 'Essential',
    description: 'Keep you signed in, keep your cart and remember these choices. Always on.',
  },
  preferences: {
    title: 'Preferences',
    description: 'Remember your favourite numbers and the announcements you have closed.',
  },
  analytics: {
    title: 'Analytics',
    description: 'Tell us how the site is used and where it goes wrong, so we can improve it.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Record the campaign or partner that brought you here, so they are credited.',
  },
};

const optionalCategories: readonly OptionalCategory[] = ['preferences', 'analytics', 'marketing'];

function currentChoice(state: ConsentState): ConsentChoice {
  return (
    state.choice ?? {
      preferences: allows(state, 'preferences'),
      analytics: allows(state, 'analytics'),
      marketing: allows(state, 'marketing'),
    }
  );
}

function CategorySwitch({
  category,
  isSelected,
  isDisabled = false,
  onChange,
}: {
  category: ConsentCategory;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const text = categoryText[category];
  const descriptionId = `consent-${category}-description`;
  return (
    <li className="consent-category">
      <Switch
        className="consent-switch"
        isSelected={isSelected}
        isDisabled={isDisabled}
        aria-describedby={descriptionId}
        {...(onChange ? { onChange } : {})}
      >
        <span className="consent-switch-label">{text.title}</span>
        <span className="consent-switch-track" aria-hidden="true">
          <span className="consent-switch-thumb" />
        </span>
      </Switch>
      <p id={descriptionId} className="consent-category-description">
        {text.description}
      </p>
    </li>
  );
}

function ConsentForm({ initial }: { initial: ConsentChoice }) {
  const store = useConsentStore();
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="consent-form"
      onSubmit={(event) => {
        event.preventDefault();
        store.save(draft);
      }}
    >
      <p>Choose which cookies we may use. Turning a category off removes the cookies we keep for it.</p>
      <ul className="plain-list consent-categories">
        <CategorySwitch category="essential" isSelected isDisabled />
        {optionalCategories.map((category) => (
          <CategorySwitch
            key={category}
            category={category}
            isSelected={draft[category]}
            onChange={(on) => setDraft((current) => ({ ...current, [category]: on }))}
          />
        ))}
      </ul>
      <div className="consent-form-actions">
        <button type="submit" className="button">
          Save
        </button>
      </div>
    </form>
  );
}

/** The consent dialog: opened by the banner's Manage and by Cookie settings in the footer. */
export function ConsentDialog() {
  const state = useConsent();
  const store = useConsentStore();
  return (
    <AppModal isOpen={state.settingsOpen} onClose={() => store.closeSettings()} title="Cookie settings">
      <ConsentForm initial={currentChoice(state)} />
    </AppModal>
  );
}
