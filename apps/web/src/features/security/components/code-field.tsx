import { TextField } from '../../../components/ui/form-fields';
import type { TextFieldProps } from '../../../components/ui/form-fields';

/** One box for a six-digit code from an app or an e-mail, as phones fill it in. */
export function CodeField(
  props: Omit<TextFieldProps, 'label' | 'inputMode' | 'autoComplete'> & { label?: string },
) {
  return (
    <TextField
      {...props}
      label={props.label ?? '6 digit code'}
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
