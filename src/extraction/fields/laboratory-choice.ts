/**
 * Which of the laboratory candidates may be chosen, by evidence that holds for any layout:
 * - the laboratory's name is usually spelled in its e-mail and web addresses: when some
 *   candidates match a domain printed in the document and others do not, the matching ones win
 *   ("Messtechnik Schwaben GmbH & Co. KG" ↔ calibration@messtechnik-schwaben.example), or
 *   runs its words together, some by their beginning ("ridgelinecal" ↔ "Ridgeline Instrument
 *   Calibration Co.");
 * - else, the laboratory is not the customer: a customer's cover page or file record printed
 *   above the certificate puts the customer's name where a letterhead would be. Unless the
 *   customer's name is what most laboratory candidates say (a national institute calibrating
 *   its own instrument).
 * Each step only narrows the candidates when something is left to choose from. Once chosen, a
 * word of the name a scan misread is put right from the domain word that spells it
 * ("Calihracinnes" ↔ calibraciones-levante.example): the domain is typed, not scanned.
 */
import type { DocumentLayout } from '../layout/types.js';
import { lookalikeDistance } from '../dictionary/lookalikes.js';
import type { Candidate } from './candidate.js';
import { misreadSpelling } from './name-vote.js';

/** Lower case letters and digits only, accents removed. */
function compact(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Words of a name that say something (not legal forms or articles). */
function significantWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4);
}

/** An e-mail or web domain; a scan may read a space after the "@" ("lab@ calibraciones-…"). */
const DOMAIN = /(?:@\s?|\bwww\.|https?:\/\/)([a-z0-9-]+(?:\.[a-z0-9-]+)*)/gi;

/** A domain's word this long at least spells a name's word (shorter ones are abbreviations). */
const MIN_DOMAIN_WORD = 6;
/** At most this share of a word's letters misread, a look-alike letter counting half. */
const MAX_MISREAD_SHARE = 0.15;

/** What the document's e-mail and web domains say about the laboratory's name. */
interface DomainEvidence {
  /** Each domain without its top-level part, run together ("messtechnikschwaben"). */
  names: string[];
  /** The domains' long words, one by one ("calibraciones", "levante"). */
  words: Set<string>;
}

/** Both readings of the domains, from one pass over the lines. */
function domainEvidence(layout: DocumentLayout): DomainEvidence {
  const names = new Set<string>();
  const words = new Set<string>();
  for (const line of layout.lines) {
    for (const match of line.text.matchAll(DOMAIN)) {
      const domain = match[1]!.toLowerCase();
      const parts = domain.split('.');
      const name = parts.length > 1 ? parts.slice(0, -1).join('') : parts[0]!;
      const stripped = compact(name.replace(/^www/, ''));
      if (stripped.length >= 4) names.add(stripped);
      for (const word of domain.split(/[-.]/))
        if (word.length >= MIN_DOMAIN_WORD && /^[a-z]+$/.test(word)) words.add(word);
    }
  }
  // A domain word inside a longer one is a scan's reading of it with letters lost
  // ("ralibration@ vmetrology example" beside www.tvmetrology.example): it spells nothing, and
  // one letter from "Metrology" it would put a "V" before the lab's word.
  const whole = [...words].filter(
    (word) => ![...words].some((other) => other !== word && other.includes(word)),
  );
  return { names: [...names], words: new Set(whole) };
}

/**
 * The name with a word a scan misread put right from the domain that spells it
 * ("Calihracinnes del Levante S.A." beside calibraciones-levante.example): the domain is the
 * laboratory's own, typed, not scanned. A word with accents the domain cannot write keeps them.
 */
function spelledAsDomain(name: string, words: ReadonlySet<string>): string {
  if (words.size === 0) return name;
  return name.replace(/\p{L}{6,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower) || words.has(lower)) return word;
    const limit = lower.length * MAX_MISREAD_SHARE;
    const near = [...words].filter(
      (domain) =>
        Math.abs(domain.length - lower.length) <= 1 &&
        lookalikeDistance(lower, domain, Math.ceil(limit)) <= limit,
    );
    if (near.length !== 1) return word;
    const spelled = near[0]!;
    if (word === word.toUpperCase()) return spelled.toUpperCase();
    return /^\p{Lu}/u.test(word) ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled;
  });
}

/** A word's beginning a domain spells it by is this long at least ("cal" of "calibration"). */
const MIN_DOMAIN_PIECE = 3;

/**
 * Whether the domain is two or more of the name's words run together, in order, some left out,
 * the first whole and the others perhaps by their beginning ("ridgelinecal" for "Ridgeline
 * Instrument Calibration Co."). One word alone is no evidence: many names share a
 * "calibration".
 */
function spelledByWords(domain: string, words: readonly string[], from = 0, pieces = 0): boolean {
  if (domain === '') return pieces >= 2;
  for (let index = from; index < words.length; index++) {
    const word = words[index]!;
    const shortest = pieces === 0 ? word.length : MIN_DOMAIN_PIECE;
    for (let length = Math.min(word.length, domain.length); length >= shortest; length--) {
      const rest = domain.slice(length);
      if (
        domain.startsWith(word.slice(0, length)) &&
        spelledByWords(rest, words, index + 1, pieces + 1)
      )
        return true;
    }
  }
  return false;
}

function matchesDomain(name: string, domains: readonly string[]): boolean {
  const words = significantWords(name);
  return domains.some((domain) => {
    const hits = words.filter((word) => domain.includes(word)).length;
    return (hits >= Math.min(2, words.length) && hits > 0) || spelledByWords(domain, words);
  });
}

/**
 * One name within the other, or the same name with a few letters misread ("Stadtwerke
 * Liineburg GmbH" on a customer's cover page, "Stadtwerke Lüneburg GmbH" as the customer).
 */
function sameOrganisation(a: string, b: string): boolean {
  const x = compact(a);
  const y = compact(b);
  if (x.length < 4 || y.length < 4) return false;
  return x.includes(y) || y.includes(x) || misreadSpelling(x, y);
}

/**
 * A laboratory calibrating its own instrument names itself as the customer: then the customer's
 * name is the one most lab candidates carry (letterhead, footer, statements), not one stray line.
 */
function inHouse(lab: readonly Candidate[], customer: string): boolean {
  const lines = (wanted: boolean) =>
    new Set(
      lab
        .filter((candidate) => sameOrganisation(candidate.value, customer) === wanted)
        .map((candidate) => `${candidate.page}:${candidate.line}`),
    ).size;
  return lines(true) > lines(false);
}

export function laboratoryCandidates(
  candidates: readonly Candidate[],
  customer: string | null,
  layout: DocumentLayout,
): Candidate[] {
  let lab = candidates.filter((candidate) => candidate.field === 'calibrationLab');
  if (lab.length === 0) return [...candidates];
  const domains = domainEvidence(layout);
  const spelled = lab.filter((candidate) => matchesDomain(candidate.value, domains.names));
  if (spelled.length > 0) {
    lab = spelled;
  } else if (customer) {
    // Without a domain to go by, a name that is only ever the customer's is not the lab's —
    // unless nothing else is left (a laboratory calibrating its own instrument).
    const notCustomer = lab.filter((candidate) => !sameOrganisation(candidate.value, customer));
    if (notCustomer.length > 0 && !inHouse(lab, customer)) lab = notCustomer;
  }
  // Spelled by the domain only once chosen: the choice stays the one the names as read made.
  lab = lab.map((candidate) => {
    const value = spelledAsDomain(candidate.value, domains.words);
    return value === candidate.value ? candidate : { ...candidate, value };
  });
  return [...candidates.filter((candidate) => candidate.field !== 'calibrationLab'), ...lab];
}
