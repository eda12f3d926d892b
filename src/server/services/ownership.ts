/**
 * Who owns a record and who is asking: a signed-in user or an anonymous visitor
 * (plugins/requester.ts reads them from the request). Services check ownership against this.
 */

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Plans and free conversions need a verified address (auth/auth.ts). */
  emailVerified: boolean;
}

export interface Requester {
  user: SessionUser | null;
  visitorId: string | null;
}

/** Owner columns for a new record: the user when signed in, else the visitor. */
export interface Owner {
  userId: string | null;
  visitorId: string | null;
}

/** True when the record belongs to this requester (a user's records never match a visitor). */
export function owns(requester: Requester, record: Owner): boolean {
  if (record.userId) return requester.user?.id === record.userId;
  return Boolean(record.visitorId) && requester.visitorId === record.visitorId;
}
