// Radio and checkbox groups of the play screen: native inputs in a fieldset, so keyboards and screen
// readers get the behaviour they expect with no extra code.
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Cause, Draw, Weekday } from '@fairdraw/contracts';
import { drawOffsetLabel, relativeDrawWording, salesCountdown } from '@fairdraw/domain';
import { DrawDate } from '../../../../components/ui/draw-date';
import { useNow } from '../../../../lib/use-now';
import { drawJackpotText } from '../../utils/offers';

interface RadioOption {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
}

function RadioFieldset({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="play-step choice-fieldset">
      <legend>{legend}</legend>
      <div className="choice-list">
        {options.map((option, index) => (
          // The whole card is the label; the input is named by its label text and described by the detail.
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${name}-${index}-label`}
              aria-describedby={option.detail ? `${name}-${index}-detail` : undefined}
            />
            <span className="choice-text">
              <span id={`${name}-${index}-label`} className="choice-label">
                {option.label}
              </span>
              {option.detail ? (
                <span id={`${name}-${index}-detail`} className="choice-detail">
                  {option.detail}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The open lottery draws to start from: "Next Available Draw, This Thursday, $20 Million". */
export function DrawPicker({
  draws,
  drawNo,
  onChange,
}: {
  draws: readonly Draw[];
  drawNo: number | null;
  onChange: (drawNo: number) => void;
}) {
  const now = useNow();
  return (
    <RadioFieldset
      legend="Draw"
      value={drawNo === null ? null : String(drawNo)}
      onChange={(value) => onChange(Number(value))}
      options={draws.map((draw) => ({
        value: String(draw.drawNo),
        label: (
          <>
            <strong>{drawOffsetLabel(draw.drawOffset)}</strong>,{' '}
            <span>{relativeDrawWording(new Date(draw.date), now)}</span>, <span>{drawJackpotText(draw)}</span>
          </>
        ),
        detail: (
          <>
            <DrawDate iso={draw.date} />.{' '}
            {salesCountdown(new Date(draw.stop), now) ?? (
              <>
                Sales close <DrawDate iso={draw.stop} style="short" />
              </>
            )}
            .
          </>
        ),
      }))}
    />
  );
}

export function CausePicker({
  causes,
  causeKey,
  onChange,
}: {
  causes: readonly Cause[];
  causeKey: string | null;
  onChange: (causeKey: string) => void;
}) {
  return (
    <RadioFieldset
      legend="Choose a cause to support"
      value={causeKey}
      onChange={onChange}
      options={causes.map((cause) => ({ value: cause.key, label: cause.name, detail: cause.description }))}
    />
  );
}

export function BundlePicker<T extends { key: string }>({
  legend,
  bundles,
  bundleKey,
  describe,
  onChange,
}: {
  legend: string;
  bundles: readonly T[];
  bundleKey: string | null;
  describe: (bundle: T) => string;
  onChange: (key: string) => void;
}) {
  return (
    <RadioFieldset
      legend={legend}
      value={bundleKey}
      onChange={onChange}
      options={bundles.map((bundle) => ({ value: bundle.key, label: describe(bundle) }))}
    />
  );
}

const dayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The draw days to play, where the lottery lets the player choose. */
export function DaysPicker({
  days,
  chosen,
  onChange,
}: {
  days: readonly Weekday[];
  chosen: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}) {
  const toggle = (day: Weekday) =>
    onChange(
      chosen.includes(day)
        ? chosen.filter((d) => d !== day)
        : days.filter((d) => d === day || chosen.includes(d)),
    );
  return (
    <fieldset className="play-step choice-fieldset">
      <legend>Draw days</legend>
      <div className="choice-list choice-list-inline">
        {days.map((day) => (
          <label key={day} className="choice">
            <input type="checkbox" checked={chosen.includes(day)} onChange={() => toggle(day)} />
            <span className="choice-label">{dayNames[day]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
