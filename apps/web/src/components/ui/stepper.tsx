import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
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
