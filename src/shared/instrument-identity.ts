/**
 * Which certificates are of the same instrument. A quality manager's register has one row per
 * instrument; a yearly certificate of the same meter must update that row, not add another.
 *
 * The rule (README, "The register"):
 *   1. serial number + manufacturer;
 *   2. else the equipment ID (asset number);
 *   3. else the certificate number;
 * each compared after normalising case, spaces and dashes ("SN 12-345" = "sn12345"). Two makers
 * may use the same serial, so a serial alone never joins instruments of different makers. A
 * record whose maker was not read joins the serial's instrument only when that serial belongs to
 * one maker; a record without a serial joins a serial's instrument through its equipment ID when
 * exactly one instrument carries that ID. Anything else stays its own instrument: a wrong merge
 * would hide a calibration, a missed one only adds a row the user can see.
 */

export interface IdentityFields {
  serialNumber: string | null;
  manufacturer: string | null;
  equipmentId: string | null;
  certificateNumber: string | null;
}

/** Case, spaces and dashes (any Unicode dash) do not distinguish identifiers. */
export function normaliseIdentifier(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\u2010-\u2015\u2212_-]+/g, '');
}

/** Legal-form words that the same maker prints or omits ("Fluke Corporation" = "FLUKE"). */
const LEGAL_FORMS = new Set([
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LTD',
  'LIMITED',
  'LLC',
  'PLC',
  'GMBH',
  'AG',
  'KG',
  'SA',
  'SAS',
  'SRL',
  'SPA',
  'BV',
  'NV',
  'AB',
  'OY',
  'AS',
  'KK',
]);

/**
 * A maker's key: its first significant word, so "Fluke", "FLUKE Corp." and "Fluke Calibration"
 * agree while "Fluke" and "Keysight" do not.
 */
export function normaliseMaker(value: string | null | undefined): string {
  if (!value) return '';
  const words = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' ')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word));
  return words[0] ?? '';
}

/**
 * Groups records into instruments. Returns, for each input index, the index of its instrument
 * group (0-based, in order of first appearance).
 */
export function groupByInstrument(records: IdentityFields[]): number[] {
  const normal = records.map((record) => ({
    serial: normaliseIdentifier(record.serialNumber),
    maker: normaliseMaker(record.manufacturer),
    equipmentId: normaliseIdentifier(record.equipmentId),
    certificate: normaliseIdentifier(record.certificateNumber),
  }));

  // Step 1: serial + maker. Makers seen per serial decide where a maker-less record goes.
  const makersBySerial = new Map<string, Set<string>>();
  for (const record of normal) {
    if (!record.serial || !record.maker) continue;
    const makers = makersBySerial.get(record.serial) ?? new Set<string>();
    makers.add(record.maker);
    makersBySerial.set(record.serial, makers);
  }
  const keys: string[] = normal.map((record, index) => {
    if (record.serial) {
      let maker = record.maker;
      if (!maker) {
        const makers = makersBySerial.get(record.serial);
        // One maker known for this serial: the same instrument. Several: ambiguous, kept apart.
        maker = makers && makers.size === 1 ? [...makers][0]! : makers ? `?${index}` : '';
      }
      return `serial:${record.serial}|${maker}`;
    }
    return '';
  });

  // Step 2: no serial — the equipment ID, joining a serial instrument that carries that ID when
  // exactly one does.
  const serialKeysByEquipmentId = new Map<string, Set<string>>();
  normal.forEach((record, index) => {
    if (!keys[index] || !record.equipmentId) return;
    const set = serialKeysByEquipmentId.get(record.equipmentId) ?? new Set<string>();
    set.add(keys[index]!);
    serialKeysByEquipmentId.set(record.equipmentId, set);
  });
  normal.forEach((record, index) => {
    if (keys[index] || !record.equipmentId) return;
    const serialKeys = serialKeysByEquipmentId.get(record.equipmentId);
    keys[index] =
      serialKeys && serialKeys.size === 1 ? [...serialKeys][0]! : `id:${record.equipmentId}`;
  });

  // Step 3: the certificate number; step 4: nothing to go by — an instrument of its own.
  normal.forEach((record, index) => {
    if (keys[index]) return;
    keys[index] = record.certificate ? `cert:${record.certificate}` : `record:${index}`;
  });

  const groupOfKey = new Map<string, number>();
  return keys.map((key) => {
    const existing = groupOfKey.get(key!);
    if (existing !== undefined) return existing;
    const group = groupOfKey.size;
    groupOfKey.set(key!, group);
    return group;
  });
}
