/**
 * The calibration-lab directory (SPEC §2 Directory): the record shape published in
 * content/directory/labs.json, the accreditation bodies and their certificate-number formats.
 * Shared by the directory page (search and state filter) and the `certsheet directory import`
 * command, which validates an operator's list against these rules before it is published.
 */

export const ACCREDITATION_BODIES = ['A2LA', 'ANAB', 'NVLAP'] as const;
export type AccreditationBody = (typeof ACCREDITATION_BODIES)[number];

/** Certificate numbers exactly as each body prints them on a scope of accreditation. */
export const CERTIFICATE_NUMBER_PATTERNS: Record<AccreditationBody, RegExp> = {
  A2LA: /^\d{1,5}\.\d{2}$/,
  ANAB: /^AC-\d{3,5}(\.\d{2})?$/,
  NVLAP: /^\d{6}-\d$/,
};

export const CERTIFICATE_NUMBER_FORMATS: Record<AccreditationBody, string> = {
  A2LA: 'NNNN.NN (e.g. 2820.01)',
  ANAB: 'AC-NNNN or AC-NNNN.NN (e.g. AC-1498.05)',
  NVLAP: 'NNNNNN-N lab code (e.g. 200420-0)',
};

/**
 * Where anyone can check a lab's current status. The published rows come from dated documents,
 * so every card links here instead of claiming the accreditation is current.
 */
export const ACCREDITATION_DIRECTORY_URLS: Record<AccreditationBody, string> = {
  A2LA: 'https://www.a2la.org',
  ANAB: 'https://www.anab.org',
  NVLAP: 'https://www.nist.gov/nvlap',
};

export const ACCREDITATION_BODY_NAMES: Record<AccreditationBody, string> = {
  A2LA: 'American Association for Laboratory Accreditation',
  ANAB: 'ANSI National Accreditation Board',
  NVLAP: 'National Voluntary Laboratory Accreditation Program (NIST)',
};

/** One lab, or one site of a multi-site lab, as published (SPEC §3 lab directory record). */
export interface LabRecord {
  organizationName: string;
  city: string | null;
  state: string;
  country: string;
  location: string;
  accreditationBody: AccreditationBody;
  certificateNumber: string;
  program: string;
  phone: string | null;
  website: string | null;
  /** Address of the public document the row was copied from. */
  source: string;
  /** Date or version of that document as printed, or a note that it is undated. */
  sourceDate: string | null;
  /** "Valid To" printed on the scope, YYYY-MM-DD, or null. */
  validTo: string | null;
  notes: string | null;
}

/** US states, DC and territories by USPS code: the state filter shows names, stores codes. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

export function isUsStateCode(value: string): boolean {
  return Object.hasOwn(US_STATES, value);
}

export function isValidCertificateNumber(body: AccreditationBody, value: string): boolean {
  return CERTIFICATE_NUMBER_PATTERNS[body].test(value);
}

/** The state filter's "All States" value (SPEC §2 Directory). */
export const ALL_STATES = 'all';

export interface LabFilter {
  query: string;
  state: string;
}

/** Case-insensitive search over name, location and certificate number, then the state filter. */
export function filterLabs(labs: readonly LabRecord[], { query, state }: LabFilter): LabRecord[] {
  const needle = query.trim().toLowerCase();
  return labs.filter((lab) => {
    if (state !== ALL_STATES && lab.state !== state) return false;
    if (!needle) return true;
    return [lab.organizationName, lab.location, lab.certificateNumber].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}

export function stateName(code: string): string {
  return US_STATES[code] ?? code;
}

/** The states present in the data, sorted by the name the filter shows. */
export function statesPresent(labs: readonly LabRecord[]): string[] {
  return [...new Set(labs.map((lab) => lab.state))].sort((a, b) =>
    stateName(a).localeCompare(stateName(b), 'en'),
  );
}

/** Headline figures of a lab list, so marketing copy is computed rather than typed in. */
export interface DirectorySummary {
  labCount: number;
  organizationCount: number;
  stateCount: number;
  bodies: AccreditationBody[];
}

export function summarizeLabs(labs: readonly LabRecord[]): DirectorySummary {
  const bodies = new Set(labs.map((lab) => lab.accreditationBody));
  return {
    labCount: labs.length,
    organizationCount: new Set(labs.map((lab) => lab.organizationName.toLowerCase())).size,
    stateCount: new Set(labs.map((lab) => lab.state)).size,
    bodies: ACCREDITATION_BODIES.filter((body) => bodies.has(body)),
  };
}
