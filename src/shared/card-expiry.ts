/**
 * The expiry date of a card typed into the TEST MODE checkout ("MM / YY"). A card is valid until
 * the end of its expiry month. "Today" is passed in, as everywhere else.
 */
export const CARD_EXPIRY_INVALID = 'Enter the expiry date as MM / YY.';
export const CARD_EXPIRED = 'Your card has expired. Check the expiry date.';

/** Null when the expiry is a real month that has not ended by `today` (YYYY-MM-DD). */
export function cardExpiryProblem(expiry: string, today: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return CARD_EXPIRY_INVALID;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_EXPIRY_INVALID;
  const year = 2000 + Number(match[2]);
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  if (year < thisYear || (year === thisYear && month < thisMonth)) return CARD_EXPIRED;
  return null;
}
