/**
 * Words the server sends and the client recognises or repeats (SPEC §8). One definition, so a
 * message reworded on one side cannot silently stop matching on the other. Error types and the
 * extraction messages live in errors.ts.
 */

/** SPEC §5/§8: the annual plan needs an email. The server refuses with it; the dialog toasts it. */
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email for the annual subscription';

/**
 * SPEC §8: the dashboard recognises the free quota by a message *containing* this text (the
 * server's whole message is MONTHLY_LIMIT_MESSAGE in errors.ts, which starts with it).
 */
export const MONTHLY_LIMIT_REACHED = 'Monthly conversion limit reached';

/** SPEC §8: a 401 whose message contains this means the session is gone (→ sign in again). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** A 5xx: the server's own words for it, and the client's when a 5xx answer carried none. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
