/**
 * The card form of the built-in TEST MODE payment provider (local checkout and the Pro
 * subscription). No real card is charged: the server accepts only its published test numbers.
 */
import { CreditCard, FlaskConical } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cardExpiryProblem } from '@shared/card-expiry';
import { todayIso } from '@shared/due-status';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface TestCardFormProps {
  onSubmit(card: TestCard): void;
  submitting: boolean;
  submitLabel: ReactNode;
  submittingLabel: ReactNode;
  /** The last failure, shown above the button (e.g. 'Your card was declined.'). */
  error?: string | null;
  /** Ask for the cardholder's name (checkout) or not (subscription). */
  withName?: boolean;
  disabled?: boolean;
}

export const TEST_CARD_SUCCESS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINE = '4000 0000 0000 0002';

function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function TestCardForm({
  onSubmit,
  submitting,
  submitLabel,
  submittingLabel,
  error,
  withName = false,
  disabled = false,
}: TestCardFormProps) {
  const id = useId();
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  // A message about the card as typed; and whether the last server answer still applies (it
  // does not once the card is edited: "Enter a card number." must not outlive the typing).
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrorCurrent, setServerErrorCurrent] = useState(true);
  const edited = () => {
    setFormError(null);
    setServerErrorCurrent(false);
  };
  const set = (key: keyof TestCard) => (value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    edited();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (card.cardNumber.replace(/\D/g, '') === '') {
      setFormError('Enter a card number.');
      return;
    }
    const expiryProblem = cardExpiryProblem(card.expiry, todayIso());
    if (expiryProblem) {
      setFormError(expiryProblem);
      return;
    }
    setServerErrorCurrent(true);
    onSubmit(card);
  };
  const shownError = formError ?? (serverErrorCurrent ? error : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Card payment">
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">TEST MODE: no real payment is taken.</p>
          <p className="mt-1">
            Use the card <span className="font-mono font-semibold">{TEST_CARD_SUCCESS}</span> with
            any future expiry and any CVC, or{' '}
            <span className="font-mono font-semibold">{TEST_CARD_DECLINE}</span> to see a decline.
          </p>
          <button
            type="button"
            className="mt-2 cursor-pointer font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
            onClick={() => {
              setCard((current) => ({
                ...current,
                cardNumber: TEST_CARD_SUCCESS,
                expiry: '12 / 34',
                cvc: '123',
              }));
              edited();
            }}
          >
            Fill in the test card
          </button>
        </div>
      </div>
      {withName && (
        <FormField id={`${id}-name`} label="Name on card">
          <Input
            id={`${id}-name`}
            autoComplete="cc-name"
            value={card.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        </FormField>
      )}
      <FormField id={`${id}-number`} label="Card number">
        <div className="relative">
          <Input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className="pr-10 font-mono"
            value={card.cardNumber}
            onChange={(event) => set('cardNumber')(groupCardNumber(event.target.value))}
            required
          />
          <CreditCard
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
          />
        </div>
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id={`${id}-expiry`} label="Expiry (MM / YY)">
          <Input
            id={`${id}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(event) => set('expiry')(formatExpiry(event.target.value))}
          />
        </FormField>
        <FormField id={`${id}-cvc`} label="CVC">
          <Input
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(event) => set('cvc')(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </FormField>
      </div>
      {shownError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {shownError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={disabled || submitting}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
