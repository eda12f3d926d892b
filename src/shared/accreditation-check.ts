/**
 * Is the lab that issued a certificate accredited? The engine reads the accreditation as
 * "BODY NUMBER" ("A2LA 4471.02", "DAkkS D-K-15070-01-00"); this looks that up in the published
 * lab directory and says what a quality manager needs: found and valid until when, found but
 * expired, or not in the directory (which covers only A2LA, ANAB and NVLAP scopes — a UKAS or
 * DAkkS lab is not in it, which says nothing against the lab).
 */
import { isValidIsoDate } from './due-status.js';
import { ACCREDITATION_BODIES, type LabRecord } from './directory.js';

export type AccreditationStatus = 'valid' | 'expired' | 'undated' | 'not-in-directory' | 'none';

export interface AccreditationCheck {
  status: AccreditationStatus;
  body: string | null;
  number: string | null;
  validTo: string | null;
  /** The directory's name for the lab, when found. */
  organizationName: string | null;
}

const normal = (value: string) => value.toUpperCase().replace(/[\s.-]+/g, '');

export function parseAccreditation(text: string | null): { body: string; number: string } | null {
  const match = /^\s*(\S+)\s+(.+?)\s*$/.exec(text ?? '');
  return match ? { body: match[1]!, number: match[2]! } : null;
}

export function checkAccreditation(
  accreditation: string | null,
  labs: readonly LabRecord[],
  today: string,
): AccreditationCheck {
  const parsed = parseAccreditation(accreditation);
  if (!parsed)
    return { status: 'none', body: null, number: null, validTo: null, organizationName: null };
  const base = { body: parsed.body, number: parsed.number, validTo: null, organizationName: null };
  const body = ACCREDITATION_BODIES.find(
    (known) => known.toUpperCase() === parsed.body.toUpperCase(),
  );
  if (!body) return { ...base, status: 'not-in-directory' };
  // A scope's sites share its number; the latest validity among them speaks for the number.
  // ANAB and A2LA add a site suffix (".05") that certificates often leave off.
  const wanted = normal(parsed.number);
  const rows = labs.filter(
    (lab) =>
      lab.accreditationBody === body &&
      (normal(lab.certificateNumber) === wanted ||
        normal(lab.certificateNumber.replace(/\.\d{2}$/, '')) === wanted),
  );
  if (rows.length === 0) return { ...base, status: 'not-in-directory' };
  const dated = rows
    .map((row) => row.validTo)
    .filter((date): date is string => Boolean(date && isValidIsoDate(date)))
    .sort();
  const validTo = dated.at(-1) ?? null;
  const organizationName = rows[0]!.organizationName;
  if (!validTo) return { ...base, status: 'undated', organizationName };
  return { ...base, validTo, organizationName, status: validTo >= today ? 'valid' : 'expired' };
}

/** The words the Details sheet and the review screen use. */
export function accreditationCheckLabel(check: AccreditationCheck): string {
  const what = check.body && check.number ? `${check.body} ${check.number}` : '';
  switch (check.status) {
    case 'none':
      return 'No accreditation found on the certificate';
    case 'not-in-directory':
      return `${what}: not in the lab directory`;
    case 'undated':
      return `${what}: in the lab directory (${check.organizationName}), validity not published`;
    case 'valid':
      return `${what}: in the lab directory (${check.organizationName}), valid until ${check.validTo}`;
    case 'expired':
      return `${what}: in the lab directory (${check.organizationName}), EXPIRED ${check.validTo}`;
  }
}
