import { Link } from 'react-router';
import { australianStates, isStrongPassword, passwordRuleMessage } from '@fairdraw/contracts';
import type { AustralianState, LoginResult, SignupBody } from '@fairdraw/contracts';
import { email, phoneNumber, postcode, required, termsAccepted } from '@fairdraw/domain';
import { CheckboxField, FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { isEmptyCampaign } from '../../../lib/campaign';
import { useSessionStore } from '../../../lib/session';
import { useVisitorFavourites } from '../../../lib/visitor-favourites';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { signup } from '../api/signup';
import { useCompleteSignIn } from '../api/use-complete-sign-in';

const initialValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  dateOfBirth: '',
  phone: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
  acceptTerms: false,
  // Default signup settings: the e-mail opt-in box is shown, unticked (shop-core §5).
  emailOptIn: false,
};

interface SignupFormProps {
  successTarget: () => string;
  loginHref: string;
}

export function SignupForm({ successTarget, loginHref }: SignupFormProps) {
  const { client } = useApi();
  const completeSignIn = useCompleteSignIn();
  const session = useSessionStore();
  const visitorFavourites = useVisitorFavourites();
  const debounce = useDebouncer<LoginResult>();
  const form = useForm({
    initialValues,
    rules: {
      firstname: [required],
      lastname: [required],
      email: [required, email],
      password: [required],
      dateOfBirth: [required],
      phone: [required, phoneNumber],
      address: [required],
      suburb: [required],
      state: [required],
      postcode: [required, postcode],
      acceptTerms: [termsAccepted],
    },
    check: (values) =>
      values.password !== '' && !isStrongPassword(String(values.password))
        ? { password: passwordRuleMessage }
        : {},
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // Where the visitor came from this session, and numbers they picked before having an account.
    const attribution = session.campaign();
    const favouriteNumbers = visitorFavourites.read();
    const text = (value: string | boolean) => String(value).trim();
    const body: SignupBody = {
      firstname: text(values.firstname),
      lastname: text(values.lastname),
      email: text(values.email),
      password: String(values.password),
      dateOfBirth: text(values.dateOfBirth),
      phone: text(values.phone),
      address: text(values.address),
      suburb: text(values.suburb),
      state: values.state as AustralianState,
      postcode: text(values.postcode),
      country: 'AU',
      acceptTerms: values.acceptTerms === true,
      emailOptIn: values.emailOptIn === true,
      metadata: { platform: 'Web' },
      ...(isEmptyCampaign(attribution) ? {} : { attribution }),
      ...(favouriteNumbers.length > 0 ? { favouriteNumbers } : {}),
    };
    const result = await debounce(() => signup(client, body));
    await completeSignIn(result, successTarget());
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Create an account"
    >
      <FormAlert message={form.generalError} />
      <TextField {...form.field('firstname')} label="First name" autoComplete="given-name" />
      <TextField {...form.field('lastname')} label="Last name" autoComplete="family-name" />
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordRuleMessage}
      />
      <TextField {...form.field('dateOfBirth')} label="Date of birth" type="date" autoComplete="bday" />
      <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" />
      <TextField {...form.field('address')} label="Address" autoComplete="address-line1" />
      <TextField {...form.field('suburb')} label="Suburb" autoComplete="address-level2" />
      <SelectField {...form.field('state')} label="State" options={australianStates} />
      <TextField
        {...form.field('postcode')}
        label="Postcode"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <CheckboxField
        {...form.field('acceptTerms')}
        label={
          <>
            I agree to the <Link to="/about/terms-and-conditions">terms and conditions</Link>
          </>
        }
      />
      <CheckboxField {...form.field('emailOptIn')} label="Send me news and offers by email" />
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Creating your account…' : 'Create account'}
      </button>
      <p className="auth-switch">
        Already have an account? <Link to={loginHref}>Log in</Link>
      </p>
    </form>
  );
}
