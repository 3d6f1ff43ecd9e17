// The limits' refusal, thrown by a purchase's check and a deposit's (decision 0025).
import { AppError } from '../../lib/errors';

/** A purchase or deposit that would break a limit: 422 with the limit's code. Nothing happened. */
export class LimitExceededError extends AppError {
  constructor(code: string, field: string, message: string) {
    super(422, code, message, { [field]: [{ code, message }] });
    this.name = 'LimitExceededError';
  }
}
