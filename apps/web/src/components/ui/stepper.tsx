import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import {
  CHECKOUT_STEP_COUNT,
  checkoutProgress,
  checkoutStepNumber,
  type CheckoutStep,
} from '@fairdraw/domain';
import './stepper.css';

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Read after the label but not shown, where the label alone would be ambiguous (" for Powerball"). */
  hiddenContext?: string;
  isDisabled?: boolean;
}

/**
 * A whole number with − and + buttons (react-aria's NumberField: arrow keys step, typing is
 * committed on blur, values are kept within min and max).
 */
export function Stepper({ label, value, min, max, onChange, hiddenContext, isDisabled }: StepperProps) {
  return (
    <NumberField
      className="stepper"
      value={value}
      minValue={min}
      maxValue={max}
      step={1}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 0 }}
      aria-label={hiddenContext ? `${label} ${hiddenContext}` : undefined}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(next);
      }}
    >
      {hiddenContext ? (
        // The field is named in full by aria-label; the short label is only seen.
        <span className="stepper-label" aria-hidden="true">
          {label}
        </span>
      ) : (
        <Label className="stepper-label">{label}</Label>
      )}
      <Group className="stepper-group">
        <Button slot="decrement" className="stepper-button">
          <span aria-hidden="true">−</span>
        </Button>
        <Input className="stepper-input" inputMode="numeric" />
        <Button slot="increment" className="stepper-button">
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
    </NumberField>
  );
}

interface CheckoutStepperProps {
  step: CheckoutStep;
}

/**
 * Where the customer is in the checkout (shop-core §4 "Checkout steps"): an ordered list whose
 * current item carries aria-current="step", so screen readers announce it.
 */
export function CheckoutStepper({ step }: CheckoutStepperProps) {
  const progress = checkoutProgress(step);
  const current = checkoutStepNumber(step);
  return (
    <nav className="checkout-stepper" aria-label="Checkout progress">
      <p className="checkout-stepper-summary">
        Step {current} of {CHECKOUT_STEP_COUNT}
      </p>
      <ol className="checkout-stepper-list">
        {progress.map((view) => (
          <li
            key={view.number}
            className="checkout-stepper-item"
            data-state={view.state}
            aria-current={view.state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-stepper-number" aria-hidden="true">
              {view.state === 'done' ? '✓' : view.number}
            </span>
            <span className="checkout-stepper-label">
              {view.label}
              {view.state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
