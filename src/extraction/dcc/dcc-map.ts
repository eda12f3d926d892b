/**
 * From a DCC's DOM to the extraction contract. The DCC says outright what a PDF makes us guess:
 *   coreData/uniqueIdentifier                → certificate number
 *   coreData/endPerformanceDate (else begin) → calibration date
 *   items/item: name, manufacturer, model; identifications by issuer: manufacturer → serial
 *     number, customer → equipment ID (one instrument per item)
 *   calibrationLaboratory/contact/name       → lab (calibrationLaboratoryCode → accreditation)
 *   respPersons (the main signer first)      → technician
 *   customer/name                            → customer
 *   statements: conformity → result; a recalibration statement's date → due date
 * Values are taken in English when the DCC offers it, else in its first language. Anything
 * missing or odd becomes a warning, never a failure: the user reviews what was read.
 */
import type { Document, Element } from '@xmldom/xmldom';
import {
  emptyInstrumentFields,
  type CalibrationResult,
  type ConfidenceMap,
  type Extraction,
  type FieldKey,
  type InstrumentFields,
} from '../../shared/extraction.js';
import { DCC_NAMESPACE } from './dcc-xml.js';

const PREFERRED_LANGUAGE = 'en';

function children(parent: Element | Document, localName: string): Element[] {
  const found: Element[] = [];
  const list = parent.getElementsByTagNameNS(DCC_NAMESPACE, localName);
  for (let index = 0; index < list.length; index += 1) {
    const element = list.item(index);
    if (element) found.push(element);
  }
  return found;
}

/** Direct children only (getElementsByTagNameNS searches the whole subtree). */
function direct(parent: Element, localName: string): Element[] {
  return children(parent, localName).filter((element) => element.parentNode === parent);
}

function first(parent: Element | Document | null | undefined, ...path: string[]): Element | null {
  let current: Element | Document | null | undefined = parent;
  for (const name of path) {
    if (!current) return null;
    current =
      current.nodeType === 9 ? children(current, name)[0] : direct(current as Element, name)[0];
  }
  return (current as Element | undefined) ?? null;
}

function text(element: Element | null | undefined): string | null {
  const value = element?.textContent?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

/** A dcc:textType (dcc:content per language): the English one, else the first. */
function localized(element: Element | null | undefined): string | null {
  if (!element) return null;
  const contents = direct(element, 'content');
  if (contents.length === 0) return text(element);
  const english = contents.find((content) =>
    content.getAttribute('lang')?.toLowerCase().startsWith(PREFERRED_LANGUAGE),
  );
  return text(english ?? contents[0]);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function isoDate(value: string | null, what: string, warnings: string[]): string | null {
  if (!value) return null;
  const match = ISO_DATE.exec(value);
  if (!match) {
    warnings.push(`DCC: ${what} "${value}" is not a date (YYYY-MM-DD); left empty.`);
    return null;
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

function conformityResult(value: string | null): CalibrationResult | null {
  switch (value?.trim()) {
    case 'pass':
      return 'Pass';
    case 'fail':
      return 'Fail';
    case 'conditionalPass':
    case 'conditionalFail':
      return 'Limited';
    case undefined:
    case '':
      return null;
    default:
      return 'Indeterminate';
  }
}

function identification(item: Element, issuer: string): string | null {
  const identifications = first(item, 'identifications');
  if (!identifications) return null;
  for (const entry of direct(identifications, 'identification')) {
    if (text(first(entry, 'issuer'))?.toLowerCase() === issuer.toLowerCase())
      return text(first(entry, 'value'));
  }
  return null;
}

export interface DccMapping {
  extraction: Extraction;
}

export function mapDcc(document: Document, parseWarnings: string[]): Extraction {
  const warnings = [...parseWarnings];
  const root = document.documentElement!;
  const version = root.getAttribute('schemaVersion');
  if (version && !/^[23]\./.test(version)) {
    warnings.push(`DCC: schema version ${version} is outside 2.x–3.x; read as far as it matches.`);
  }
  const administrative = first(root, 'administrativeData');
  const core = first(administrative, 'coreData');
  if (!core) warnings.push('DCC: no coreData: the certificate number and dates are missing.');
  for (const code of children(core ?? root, 'usedLangCodeISO639_1')) {
    const language = text(code);
    if (language && !/^[a-z]{2}$/.test(language))
      warnings.push(`DCC: unusual language code "${language}".`);
  }

  const certificateNumber = text(first(core, 'uniqueIdentifier'));
  const calibrationDate =
    isoDate(text(first(core, 'endPerformanceDate')), 'endPerformanceDate', warnings) ??
    isoDate(text(first(core, 'beginPerformanceDate')), 'beginPerformanceDate', warnings);

  const laboratory = first(administrative, 'calibrationLaboratory');
  const calibrationLab =
    localized(first(laboratory, 'contact', 'name')) ?? localized(first(laboratory, 'name'));
  const accreditation = text(first(laboratory, 'calibrationLaboratoryCode'));
  const persons = children(administrative ?? root, 'respPerson');
  const main = persons.find((person) => text(first(person, 'mainSigner')) === 'true') ?? persons[0];
  const technician = localized(first(main, 'person', 'name'));
  const customer = localized(first(administrative, 'customer', 'name'));

  // Statements may sit in administrativeData or in a measurement result.
  const statements = children(root, 'statement');
  let dueDate: string | null = null;
  let result: CalibrationResult | null = null;
  for (const statement of statements) {
    const refType = statement.getAttribute('refType') ?? '';
    if (!dueDate && /recalibration/i.test(refType)) {
      dueDate = isoDate(text(first(statement, 'date')), 'recalibration date', warnings);
    }
    const conformity = text(first(statement, 'conformity'));
    if (conformity && !result) result = conformityResult(conformity);
  }

  const shared: InstrumentFields = {
    ...emptyInstrumentFields(),
    certificateNumber,
    calibrationDate,
    dueDate,
    dueDateCalculated: false,
    result,
    calibrationLab,
    accreditation,
    technician,
    customer,
  };
  const itemElements = first(administrative, 'items')
    ? direct(first(administrative, 'items')!, 'item')
    : [];
  if (itemElements.length === 0) warnings.push('DCC: no items: the instrument is not described.');
  const items = (itemElements.length > 0 ? itemElements : [null]).map((item): InstrumentFields =>
    item
      ? {
          ...shared,
          equipmentName: localized(first(item, 'name')),
          manufacturer:
            localized(first(item, 'manufacturer', 'name')) ?? text(first(item, 'manufacturer')),
          model: text(first(item, 'model')),
          serialNumber: identification(item, 'manufacturer'),
          equipmentId: identification(item, 'customer'),
        }
      : shared,
  );

  // What the DCC states is machine-readable: high where present.
  const itemConfidence = items.map((item) => {
    const confidence: ConfidenceMap = {};
    for (const key of Object.keys(item) as FieldKey[]) {
      const value = item[key];
      if (value !== null && value !== undefined && key !== ('dueDateCalculated' as FieldKey))
        confidence[key] = 'high';
    }
    return confidence;
  });
  const firstItem = items[0]!;

  return {
    fields: firstItem,
    items,
    confidence: itemConfidence[0]!,
    itemConfidence,
    sources: {},
    method: 'dcc',
    text: dccText(firstItem),
    pageCount: 0,
    language: null,
    warnings,
  };
}

/** A plain summary of what was read, for the test page and the extraction's `text`. */
function dccText(fields: InstrumentFields): string {
  return (Object.entries(fields) as Array<[string, unknown]>)
    .filter(([, value]) => value !== null && typeof value !== 'boolean')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('\n');
}
