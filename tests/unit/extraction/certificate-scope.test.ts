/**
 * What belongs to one certificate of a file, and what a certificate's prose says about itself:
 * another certificate's recalibration advice is not this one's interval, a traceability
 * letter's validity is no due date even when its sentence is broken over two lines, and a
 * unit's micro sign survives pdf.js's normalisation. Each case fails on the engine before.
 */
import { describe, expect, it } from 'vitest';
import { tidy } from '../../../src/extraction/fields/values.js';
import { heading, keyValues, paragraph, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const certificate = (serial: string, date: string, advice: string[]) => [
  title('Certificado de calibración'),
  ...keyValues([
    ['Equipo', 'Multímetro digital'],
    ['Número de serie', serial],
    ['Fecha de calibración', date],
  ]),
  ...paragraph(advice, 50, 260),
  { text: 'Página 1 de 1', x: 270, y: 800, size: 8 },
];

describe('one certificate of a file of several', () => {
  it("does not take another certificate's recalibration advice as its interval", async () => {
    const extraction = await extracted([
      certificate('4578-0090', '2025-01-05', [
        'Este certificado no puede ser reproducido parcialmente.',
      ]),
      certificate('01247V', '2024-12-31', ['Se recomienda recalibrar cada 6 meses.']),
    ]);
    expect(extraction.items.map((item) => [item.serialNumber, item.dueDate])).toEqual([
      ['4578-0090', null],
      ['01247V', '2025-06-30'],
    ]);
  });
});

describe('a traceability letter after the certificate', () => {
  it.each([
    [
      'when "This" / "letter is valid until" is broken over two lines',
      [
        'Thames Valley Metrology Ltd hereby declares that the reference standards used for the',
        'calibrations it performs are traceable to national standards through an unbroken chain. This',
        'letter is valid until March 28, 2028.',
      ],
    ],
    [
      'when a scan put a stray quote mark before "letter"',
      [
        'Thames Valley Metrology Ltd hereby declares that the reference standards used are',
        'traceable to national standards. This ‘letter is valid until 28 September 2025.',
      ],
    ],
    [
      'when a scan lost the space and the "i" of "letter is" (session 47, block 22)',
      [
        'Thames Valley Metrology Ltd hereby declares that the reference standards used are',
        'traceable to national standards. This letters valid until August 28, 2026.',
      ],
    ],
  ])('is not the due date %s', async (_case, letter) => {
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        ...keyValues([
          ['Instrument', 'Piston Pipette'],
          ['Serial No.', 'ZT21856869'],
          ['Calibration Date', 'May 29, 2025'],
        ]),
      ],
      [heading('Traceability letter', 200, 80), ...paragraph(letter, 50, 110)],
    ]);
    expect(extraction.fields.dueDate).toBeNull();
  });
});

describe("a unit's micro sign", () => {
  it('is given back where pdf.js made it a Greek mu', () => {
    expect(tidy('Tacta 100-1000 \u03bcL')).toBe('Tacta 100-1000 \u00b5L');
    expect(tidy('(0,5 \u03bcm)')).toBe('(0,5 \u00b5m)');
  });
});
