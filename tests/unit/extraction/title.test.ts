/** The certificate number printed with the document title. */
import { describe, expect, it } from 'vitest';
import { keyValues, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const INSTRUMENT: [string, string][] = [
  ['Equipamento', 'Termohigrómetro'],
  ['N.º de série', 'TH-90012'],
  ['Data da calibração', '12/05/2025'],
];

describe('the number under the title', () => {
  it.each([['N.º ACR-77/25'], ['Nº ACR-77/25'], ['Número ACR-77/25']])('%s', async (line) => {
    const { fields } = await extracted([
      [
        title('Certificado de Calibração', 80),
        { text: line, x: 220, y: 96 },
        ...keyValues(INSTRUMENT, { y: 140 }),
      ],
    ]);
    expect(fields.certificateNumber).toBe('ACR-77/25');
  });

  it('reads a number of several words to the end of the title line', async () => {
    const { fields } = await extracted([
      [title('Calibration Certificate No. E 98/0045', 80), ...keyValues(INSTRUMENT, { y: 140 })],
    ]);
    expect(fields.certificateNumber).toBe('E 98/0045');
  });

  it.each([
    ['CERTIFICADO DE CALIBRAÇÃO N.2ACR-77/25'],
    ['CERTIFICADO DE CALIBRAÇÃO N2ACR-77/25'],
    // Seed 42061: a speck after the "2".
    ['CERTIFICADO DE CALIBRAÇÃO N.2% ACR-77/25'],
  ])('%s: the "º" a scan read as a 2', async (line) => {
    const { fields } = await extracted([[title(line, 80), ...keyValues(INSTRUMENT, { y: 140 })]]);
    expect(fields.certificateNumber).toBe('ACR-77/25');
  });

  it('is read after a title with a speck read as a lone consonant inside it', async () => {
    // Seed 41261: "Relatório r de calibração N.º CAL-93276/24": no title, so no number.
    const { fields } = await extracted([
      [
        title('Relatório r de calibração N.º CAL-93276/24', 80),
        ...keyValues(INSTRUMENT, { y: 140 }),
      ],
    ]);
    expect(fields.certificateNumber).toBe('CAL-93276/24');
  });
});

describe('the number in the top corner', () => {
  it("is read on the certificate's first page when a customer's cover page comes before it", async () => {
    const extraction = await extracted([
      [
        { text: 'Stadtwerke Lüneburg GmbH', x: 50, y: 40, size: 14, bold: true },
        ...keyValues(
          [
            ['Prüfmittel', 'Messuhr'],
            ['Seriennummer', 'F03379420'],
            ['Geprüft', '01.02.2025'],
          ],
          { y: 90 },
        ),
      ],
      [
        { text: '16453 D-K 25', x: 460, y: 30 },
        title('Kalibrierschein', 90),
        ...keyValues(
          [
            ['Kalibriergegenstand', 'Messuhr'],
            ['Serien-Nr.', 'F03379420'],
            ['Kalibriert am', '24.01.2025'],
          ],
          { y: 140 },
        ),
      ],
    ]);
    expect(extraction.fields.certificateNumber).toBe('16453 D-K 25');
  });
});

describe('the number in the top corner of a page whose title could not be read', () => {
  it('is still read from the top lines of the first page', async () => {
    const extraction = await extracted([
      [
        { text: 'MSR/2025/8766', x: 470, y: 30 },
        { text: 'AMJ', x: 50, y: 44, size: 14, bold: true },
        { text: 'Certificate VY', x: 240, y: 80, size: 14, bold: true },
        ...keyValues(INSTRUMENT, { y: 140 }),
      ],
    ]);
    expect(extraction.fields.certificateNumber).toBe('MSR/2025/8766');
    expect(extraction.confidence.certificateNumber).not.toBe('high');
  });
});

describe("the lab's accreditation in the corner", () => {
  it('is not taken for the certificate number', async () => {
    const extraction = await extracted([
      [
        { text: 'COFRAC 2-5931', x: 50, y: 30 },
        { text: 'CE2356546', x: 460, y: 44 },
        title("Certificat d'étalonnage", 90),
        ...keyValues(
          [
            ['Appareil', 'Enregistreur de température'],
            ['Numéro de série', '04841J'],
            ["Date d'étalonnage", '25/12/2023'],
          ],
          { y: 140 },
        ),
      ],
    ]);
    expect(extraction.fields.certificateNumber).toBe('CE2356546');
  });
});

describe('the number in the corner of each certificate of a file', () => {
  it('is read on the first page of every certificate', async () => {
    const certificate = (number: string, serial: string) => [
      { text: number, x: 480, y: 30, size: 9 },
      title('Calibration Certificate'),
      ...keyValues([
        ['Instrument', 'Pressure Gauge'],
        ['Serial No.', serial],
        ['Calibration Date', '2025-03-14'],
      ]),
      { text: 'Page 1 of 1', x: 270, y: 800, size: 8 },
    ];
    const extraction = await extracted([
      certificate('CE2447515', 'G-88/0025'),
      certificate('CE2441374', 'P11438634'),
    ]);
    expect(extraction.items.map((item) => item.certificateNumber)).toEqual([
      'CE2447515',
      'CE2441374',
    ]);
  });
});

describe('a number after a title that goes on past a conjunction', () => {
  it('is read from "Certificate of Calibration and Conformance No. …"', async () => {
    const { fields } = await extracted([
      [
        title('Certificate of Calibration and Conformance No. 505544-9', 80),
        ...keyValues(INSTRUMENT, { y: 140 }),
      ],
    ]);
    expect(fields.certificateNumber).toBe('505544-9');
  });
});

describe('a number in the corner of a letterhead line', () => {
  /** An English report's title and instrument, under whatever letterhead a test sets. */
  const reportUnderLetterhead = () => [
    title('Calibration Report', 100),
    ...keyValues(
      [
        ['Description', 'Pressure Gauge'],
        ['Serial Number', '6185-0067'],
        ['Calibration Date', '12 August 2025'],
      ],
      { y: 150 },
    ),
  ];

  it('is read when it stands far right of the lab name and a speck of the logo', async () => {
    const { fields } = await extracted([
      [
        { text: 'Ridgeline Instrument', x: 50, y: 25, size: 11 },
        { text: 'Ea', x: 228, y: 27 },
        { text: 'NBC-037093', x: 489, y: 25, size: 11 },
        ...reportUnderLetterhead(),
      ],
    ]);
    expect(fields.certificateNumber).toBe('NBC-037093');
  });

  it('is read when a long lab name in a larger type runs into it', async () => {
    const lab = 'Servicios Metrológicos del Bajío S. de R.L. de C.V.';
    const { fields } = await extracted([
      [
        // Helvetica 15 pt sets the name 338 pt wide: its last letters lie under the number.
        { text: lab, x: 50, y: 26, size: 15 },
        { text: 'CC799487', x: 380, y: 26, size: 10.5 },
        ...reportUnderLetterhead(),
      ],
    ]);
    expect(fields.certificateNumber).toBe('CC799487');
    expect(fields.calibrationLab).toBe(lab);
  });

  it('is not read from a caption beside it', async () => {
    const { fields } = await extracted([
      [
        { text: 'Telephone:', x: 50, y: 25 },
        { text: '0711-123456', x: 400, y: 25 },
        ...reportUnderLetterhead(),
      ],
    ]);
    expect(fields.certificateNumber).toBeNull();
  });
});

describe('a title wrapped onto two lines whose first line the scan garbled', () => {
  it('gives the number printed after its last words', async () => {
    const { fields } = await extracted([
      [
        { text: 'CertificadoLdLJ de', x: 200, y: 70, size: 17 },
        { text: 'calibración N.º LMI-25/04590', x: 238, y: 92, size: 17 },
        ...keyValues(INSTRUMENT, { y: 140 }),
      ],
    ]);
    expect(fields.certificateNumber).toBe('LMI-25/04590');
  });

  it("gives it too when the title's gloss under it was read whole", async () => {
    const { fields } = await extracted([
      [
        { text: 'Certificado de', x: 124, y: 80, size: 16 },
        { text: 'calibracao N.º ML25-12650', x: 200, y: 97, size: 16 },
        { text: 'Certificate of Calibration and Conformance', x: 178, y: 117, size: 10.5 },
        ...keyValues(INSTRUMENT, { y: 150 }),
      ],
    ]);
    expect(fields.certificateNumber).toBe('ML25-12650');
  });
});
