/**
 * Digital Calibration Certificates (issue 20): PTB's DCC XML read as a certificate — the samples
 * give the right number, date and item — and hostile XML (entity expansion, external entities,
 * deep nesting, malformed or huge files) refused unread with INVALID_FILE.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCertificate, extractText } from '../../../src/extraction/index.js';
import { looksLikeDcc } from '../../../src/extraction/dcc/dcc-xml.js';
import { buildReportWorkbook } from '../../../src/excel/report.js';
import { loadWorkbook, sheet } from '../excel/workbook-reader.js';

const DCC_DIR = path.resolve('..', 'shared', 'corpus', 'dcc');
const OPTIONS = { today: '2026-11-26', ocr: false } as const;
const encode = (text: string) => new TextEncoder().encode(text);

async function extractXml(text: string) {
  return extractCertificate(encode(text), OPTIONS);
}

const dcc = (body: string, attributes = 'schemaVersion="3.1.1"') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<dcc:digitalCalibrationCertificate xmlns:dcc="https://ptb.de/dcc" ${attributes}>
  <dcc:administrativeData>${body}</dcc:administrativeData>
</dcc:digitalCalibrationCertificate>`;

const MINIMAL = dcc(`
  <dcc:coreData>
    <dcc:usedLangCodeISO639_1>EN-us</dcc:usedLangCodeISO639_1>
    <dcc:uniqueIdentifier>CAL-42</dcc:uniqueIdentifier>
    <dcc:beginPerformanceDate>2026-03-01</dcc:beginPerformanceDate>
  </dcc:coreData>
  stray text between elements
  <dcc:items><dcc:item>
    <dcc:name><dcc:content lang="de">Druckwaage</dcc:content><dcc:content lang="en">Pressure balance</dcc:content></dcc:name>
    <dcc:manufacturer><dcc:name><dcc:content>DH Instruments</dcc:content></dcc:name></dcc:manufacturer>
    <dcc:model>PG7601</dcc:model>
    <dcc:identifications>
      <dcc:identification><dcc:issuer>manufacturer</dcc:issuer><dcc:value>SN 771</dcc:value></dcc:identification>
      <dcc:identification><dcc:issuer>customer</dcc:issuer><dcc:value>ASSET-9</dcc:value></dcc:identification>
    </dcc:identifications>
  </dcc:item></dcc:items>`);

describe('DCC XML as a certificate', () => {
  it('maps the core data, the item and its identifications by issuer', async () => {
    const outcome = await extractXml(MINIMAL);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.extraction.method).toBe('dcc');
    expect(outcome.extraction.fields).toMatchObject({
      certificateNumber: 'CAL-42',
      calibrationDate: '2026-03-01',
      equipmentName: 'Pressure balance',
      manufacturer: 'DH Instruments',
      model: 'PG7601',
      serialNumber: 'SN 771',
      equipmentId: 'ASSET-9',
      dueDate: null,
    });
    // An odd language code is a warning, not a failure.
    expect(outcome.extraction.warnings.join('\n')).toMatch(/unusual language code "EN-us"/);
    expect(outcome.extraction.confidence.serialNumber).toBe('high');
  });

  it('is recognised by content, not by name: other XML is not a DCC', () => {
    expect(looksLikeDcc(encode(MINIMAL))).toBe(true);
    expect(looksLikeDcc(encode('<?xml version="1.0"?><invoice xmlns="urn:x"/>'))).toBe(false);
    expect(looksLikeDcc(encode('%PDF-1.7 https://ptb.de/dcc digitalCalibrationCertificate'))).toBe(
      false,
    );
  });

  it('extract-text gives a readable summary of a DCC', async () => {
    const outcome = await extractText(encode(MINIMAL), OPTIONS);
    expect(outcome.ok && outcome.text).toContain('certificateNumber: CAL-42');
  });

  describe.runIf(existsSync(DCC_DIR))('the PTB samples (../shared/corpus/dcc)', () => {
    const read = (name: string) => new Uint8Array(readFileSync(path.join(DCC_DIR, name)));
    it.each([
      [
        'dcc_gp_temperature_typical_v12.xml',
        'GP_DCC_temperature_typical_1.2',
        '1957-08-13',
        'Temperature sensor',
        1,
      ],
      ['dcc_gp_humidity_v1.0.xml', 'Id 123456789 HtW', '1957-08-14', 'Display unit', 2],
      ['siliziumkugel_2_4_0.xml', 'PTB - 11129 18', '2018-10-12', 'Silicon sphere', 1],
      [
        'dcc_gp_temperature_typical_v12_signed.xml',
        'GP_DCC_temperature_typical_1.2',
        '1957-08-13',
        'Temperature sensor',
        1,
      ],
    ])('%s: number, date, item', async (file, number, date, item, itemCount) => {
      const outcome = await extractCertificate(read(file), OPTIONS);
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.extraction.fields.certificateNumber).toBe(number);
      expect(outcome.extraction.fields.calibrationDate).toBe(date);
      expect(outcome.extraction.fields.equipmentName).toBe(item);
      expect(outcome.extraction.items).toHaveLength(itemCount);
    });

    it('verifies the XML signature: the signed sample is valid, the manipulated one invalid', async () => {
      const signed = await extractCertificate(
        read('dcc_gp_temperature_typical_v12_signed.xml'),
        OPTIONS,
      );
      expect(signed.ok && signed.extraction.signature).toEqual({
        status: 'valid',
        signer: 'C=DE, O=Calibration A GmbH, CN=Calibration Lab A1',
        detail: null,
      });
      const manipulated = await extractCertificate(
        read('dcc_gp_temperature_typical_v12_signed_manipulated.xml'),
        OPTIONS,
      );
      expect(manipulated.ok && manipulated.extraction.signature?.status).toBe('invalid');
      expect(manipulated.ok && manipulated.extraction.warnings[0]).toMatch(
        /^DCC signature INVALID: .*changed after signing/,
      );
      const unsigned = await extractCertificate(
        read('dcc_gp_temperature_typical_v12.xml'),
        OPTIONS,
      );
      expect(unsigned.ok && unsigned.extraction.signature?.status).toBe('unsigned');

      // The verdict reaches the workbook's Details sheet.
      const workbook = await loadWorkbook(
        await buildReportWorkbook(
          [
            { sourceFile: 'signed.xml', extraction: signed.ok ? signed.extraction : null },
            {
              sourceFile: 'manipulated.xml',
              extraction: manipulated.ok ? manipulated.extraction : null,
            },
          ],
          { today: '2026-11-26', dueSoonDays: 30, defaultIntervalMonths: 12 },
        ),
      );
      const details = sheet(workbook, 'Certificate Details');
      const notesColumn = (details.getRow(1).values as unknown[]).indexOf('Notes');
      const notes = details.getColumn(notesColumn).values.map(String).join('\n');
      expect(notes).toContain(
        'DCC signature: valid (signed by C=DE, O=Calibration A GmbH, CN=Calibration Lab A1)',
      );
      expect(notes).toContain('DCC signature INVALID');
    });

    it('reads the recalibration date as the due date and the conformity as the result', async () => {
      const outcome = await extractCertificate(read('dcc_gp_humidity_v1.0.xml'), OPTIONS);
      expect(outcome.ok && outcome.extraction.fields).toMatchObject({
        dueDate: '1959-10-22',
        result: 'Pass',
        calibrationLab: 'Kalibrierfirma GmbH',
        technician: 'Michaela Musterfrau',
        customer: 'Kunde GmbH',
        serialNumber: '123456789 Ma',
        equipmentId: '123456789 Hu',
      });
    });
  });
});

const EMBEDDED = path.resolve(
  '..',
  'shared',
  'corpus',
  'real',
  'en_nml-ph_tensile-machine_02-2019-FORC-0028.pdf',
);

describe.runIf(existsSync(EMBEDDED))('a DCC attached to a PDF', () => {
  it('is cross-checked with the printed page: disagreements are warned about and flagged low', async () => {
    const outcome = await extractCertificate(new Uint8Array(readFileSync(EMBEDDED)), OPTIONS);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { extraction } = outcome;
    // The printed values stay; the DCC's are named beside them.
    expect(extraction.fields.manufacturer).toBe('Gotech');
    expect(extraction.fields.model).toBe('AI-7000-M');
    expect(extraction.confidence.manufacturer).toBe('low');
    expect(extraction.confidence.model).toBe('low');
    expect(extraction.warnings).toContain(
      'Printed certificate and attached DCC disagree on Manufacturer: printed "Gotech", DCC "Fairbanks".',
    );
    expect(extraction.warnings).toContain(
      'Printed certificate and attached DCC disagree on Model: printed "AI-7000-M", DCC "AL-7000-M".',
    );
    // Where they agree nothing is flagged.
    expect(extraction.confidence.serialNumber).toBe('high');
    expect(extraction.signature?.status).toBe('unsigned');

    const workbook = await loadWorkbook(
      await buildReportWorkbook([{ sourceFile: 'tensile.pdf', extraction }], {
        today: '2026-11-26',
        dueSoonDays: 30,
        defaultIntervalMonths: 12,
      }),
    );
    const details = sheet(workbook, 'Certificate Details');
    const notesColumn = (details.getRow(1).values as unknown[]).indexOf('Notes');
    const notes = String(details.getRow(2).getCell(notesColumn).value);
    expect(notes).toContain('printed "Gotech", DCC "Fairbanks"');
  });
});

describe('hostile XML is refused unread (INVALID_FILE)', () => {
  const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<dcc:digitalCalibrationCertificate xmlns:dcc="https://ptb.de/dcc"><dcc:administrativeData><dcc:coreData><dcc:uniqueIdentifier>&lol9;</dcc:uniqueIdentifier></dcc:coreData></dcc:administrativeData></dcc:digitalCalibrationCertificate>`;

  const XXE = `<?xml version="1.0"?>
<!DOCTYPE foo [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> <!ENTITY web SYSTEM "http://127.0.0.1:9/x"> ]>
<dcc:digitalCalibrationCertificate xmlns:dcc="https://ptb.de/dcc"><dcc:administrativeData><dcc:coreData><dcc:uniqueIdentifier>&xxe;&web;</dcc:uniqueIdentifier></dcc:coreData></dcc:administrativeData></dcc:digitalCalibrationCertificate>`;

  it.each([
    ['entity expansion (billion laughs)', BILLION_LAUGHS, /declares a document type or entities/],
    ['external entities (XXE: a file and a URL)', XXE, /declares a document type or entities/],
    [
      'nesting 100,000 levels deep',
      dcc(`${'<dcc:x>'.repeat(100_000)}${'</dcc:x>'.repeat(100_000)}`),
      /nests elements more than 200 levels deep/,
    ],
    [
      'a malformed document',
      dcc('<dcc:coreData><dcc:uniqueIdentifier>X</dcc:coreData>'),
      /could not be read/,
    ],
  ])('%s', async (_name, xml, message) => {
    const outcome = await extractXml(xml);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errorType).toBe('INVALID_FILE');
    expect(outcome.message).toMatch(message);
    // Nothing from /etc/passwd can have been read.
    expect(JSON.stringify(outcome)).not.toMatch(/root:/);
  });

  it('a DCC of several megabytes is read without trouble', async () => {
    const padding = `<dcc:remark>${'x'.repeat(1000)}</dcc:remark>`.repeat(8_000);
    const outcome = await extractXml(
      MINIMAL.replace('</dcc:administrativeData>', `${padding}</dcc:administrativeData>`),
    );
    expect(outcome.ok).toBe(true);
  });

  it('a signature that cannot be checked makes the DCC read as invalid, not as valid', async () => {
    const forged = MINIMAL.replace(
      '</dcc:digitalCalibrationCertificate>',
      '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo/><ds:SignatureValue>AAAA</ds:SignatureValue></ds:Signature></dcc:digitalCalibrationCertificate>',
    );
    const outcome = await extractXml(forged);
    expect(outcome.ok && outcome.extraction.signature?.status).toBe('invalid');
  });

  it('a DCC with nothing to register is not a certificate', async () => {
    const outcome = await extractXml(dcc('<dcc:coreData/>'));
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errorType).toBe('NOT_CALIBRATION_CERT');
  });
});
