/** Due dates: printed, computed from a stated interval, or null — never invented. */
import { describe, expect, it } from 'vitest';
import { keyValues, paragraph, row, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';
import { analyseScannedPage, extractionOf, scannedRow } from './helpers/scanned-page.js';

const base: [string, string][] = [
  ['Instrument', 'Torque Wrench'],
  ['Serial No.', 'TW-2291'],
];

describe('due dates', () => {
  it('computes the due date from a stated interval and says so', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ...base,
          ['Calibration Date', '2024-01-31'],
          ['Calibration Interval', '1 month'],
        ]),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      calibrationDate: '2024-01-31',
      calibrationInterval: 1,
      dueDate: '2024-02-29',
      dueDateCalculated: true,
    });
    expect(extraction.confidence.dueDate).toBe('medium');
  });

  it.each([
    ['This calibration expires on 14 March 2026.'],
    ['Calibración vence el 14/03/2026.'],
    ['La taratura scade il 14/03/2026.'],
  ])('reads a printed due date in "%s"', async (sentence) => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Calibration Date', '2025-03-14']]),
        ...paragraph([sentence], 50, 260),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ dueDate: '2026-03-14', dueDateCalculated: false });
  });

  it('reads an interval stated in a sentence', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Calibration Date', '2025-03-14']]),
        ...paragraph(['Recommended recalibration interval: 24 months.'], 50, 260),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ dueDate: '2027-03-14', dueDateCalculated: true });
  });

  it('leaves the due date empty when neither a date nor an interval is printed', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Calibration Date', '2025-03-14']]),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      dueDate: null,
      dueDateCalculated: false,
      calibrationInterval: null,
    });
    expect(extraction.confidence.dueDate).toBeUndefined();
  });

  it('prefers a printed due date over the interval', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ...base,
          ['Calibration Date', '2025-03-14'],
          ['Interval', '12 months'],
          ['Due Date', '2026-02-28'],
        ]),
      ],
    ]);
    expect(extraction.fields).toMatchObject({ dueDate: '2026-02-28', dueDateCalculated: false });
  });

  it('takes the last day of a calibration carried out over several days', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Date of Calibration', '2024-05-02 to 2024-05-06']]),
      ],
    ]);
    expect(extraction.fields.calibrationDate).toBe('2024-05-06');
  });

  it('reads ambiguous dates day-first when the document proves it', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ...base,
          ['Calibration Date', '05/03/2025'],
          ['Due Date', '05/03/2026'],
          ['Date of Issue', '21/03/2025'],
        ]),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      calibrationDate: '2025-03-05',
      dueDate: '2026-03-05',
    });
    expect(extraction.confidence.calibrationDate).toBe('high');
  });

  it('uses the due-after-calibration test when nothing else tells', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Calibration Date', '04/03/2025'], ['Due Date', '04/09/2025']]),
      ],
    ]);
    // Day-first puts the due date 6 months after calibration; month-first only 6 days.
    expect(extraction.fields).toMatchObject({
      calibrationDate: '2025-03-04',
      dueDate: '2025-09-04',
    });
    expect(extraction.confidence.calibrationDate).toBe('medium');
  });

  it('lowers the confidence of a date whose order is a guess', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Calibration Date', '03/04/2025']]),
      ],
    ]);
    expect(extraction.fields.calibrationDate).toBe('2025-03-04');
    expect(extraction.confidence.calibrationDate).toBe('low');
  });

  it('warns when the due date is not after the calibration date', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([...base, ['Calibration Date', '2025-03-14'], ['Due Date', '2024-03-14']]),
      ],
    ]);
    expect(extraction.confidence.dueDate).toBe('low');
    expect(extraction.warnings.join(' ')).toMatch(/due date is not after/);
  });
});

describe('dates that are not the instrument’s', () => {
  it('does not take a traceability letter’s validity for the due date', async () => {
    const extraction = await extracted([
      [
        title('Calibration Report'),
        ...keyValues([...base, ['Date of Calibration', 'December 15, 2024']]),
        ...paragraph(['Recommended recalibration: 6 months.'], 50, 260),
      ],
      [
        title('Traceability letter', 60),
        ...paragraph(
          [
            'Thames Valley Metrology Ltd hereby declares that the reference standards used are',
            'traceable to national standards. This letter is valid until July 28, 2026.',
          ],
          50,
          120,
        ),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      calibrationDate: '2024-12-15',
      dueDate: '2025-06-15',
      dueDateCalculated: true,
    });
  });

  it('reads a calibration period broken after "to" as its last day', async () => {
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        ...keyValues(base),
        { text: 'Receipt Date', x: 50, y: 220 },
        { text: 'Calibrated On', x: 200, y: 220 },
        { text: 'Report Date', x: 350, y: 220 },
        { text: '2024-11-18', x: 50, y: 236 },
        { text: '2024-11-24 to', x: 200, y: 236 },
        { text: '2024-12-06', x: 350, y: 236 },
        { text: '2024-11-25', x: 200, y: 247 },
      ],
    ]);
    expect(extraction.fields.calibrationDate).toBe('2024-11-25');
  });

  it('reads the due date run into the first line of its wrapped caption', async () => {
    // Session 47, block 23: "Fecha de próxima 10 de noviembre de 2026" over "calibración".
    const extraction = await extracted([
      [
        title('Certificado de calibración'),
        ...keyValues([
          ['Instrumento', 'Dinamómetro digital'],
          ['Número de serie', '4341-0026'],
        ]),
        ...row(['Calibrado el', '10 de noviembre de 2025'], [311, 406], 240),
        { text: 'Fecha de próxima', x: 311, y: 258 },
        { text: '10 de noviembre de 2026', x: 400, y: 258 },
        { text: 'calibración', x: 311, y: 269 },
      ],
    ]);
    expect(extraction.fields.dueDate).toBe('2026-11-10');
    expect(extraction.fields.dueDateCalculated).toBe(false);
  });

  it('reads it when a row of the form beside it lies between the caption and its last word', () => {
    // Session 63, seed 61191 (a scan): "Date du prochain 05/08/2025", "N° de série | 21/8204" a
    // little lower in the left column, then "étalonnage".
    const extraction = extractionOf(
      analyseScannedPage([
        ...scannedRow([["Certificat d'étalonnage N° MSR/2024/0814", 127]], 123, 17),
        ...scannedRow(
          [
            ['Appareil', 53],
            ['Oscilloscope', 148],
            ['Etalonné le', 311],
            ['06/08/2024', 406],
          ],
          268,
          10.5,
        ),
        ...scannedRow(
          [
            ['Modèle', 53],
            ['TBS2104B', 148],
          ],
          274,
          10.5,
        ),
        ...scannedRow([['Date du prochain', 311]], 286.4, 10.5),
        ...scannedRow([['05/08/2025', 395]], 286.4, 10.5),
        ...scannedRow(
          [
            ['N° de série', 53],
            ['21/8204', 148],
          ],
          292.4,
          10.5,
        ),
        ...scannedRow([['étalonnage', 311]], 298.5, 10.5),
      ]),
    );
    expect(extraction.fields.dueDate).toBe('2025-08-05');
    expect(extraction.fields.dueDateCalculated).toBe(false);
  });

  it('reads a period broken after "au" as its last day, beside a form row on its left', async () => {
    // Session 47, block 22: the range's end shares its line with the "Marque" row of the form
    // beside the band of captions.
    const extraction = await extracted([
      [
        title("Certificat d'étalonnage"),
        ...row(['Certificat n°', "Date de l'étalonnage"], [308, 426], 200),
        ...row(
          ['Appareil', 'Oscilloscope', 'CE2528308', '2025-10-09 au'],
          [53, 148, 308, 426],
          214,
        ),
        ...row(['Marque', 'Keysight', '2025-10-10'], [53, 148, 426], 225),
        ...row(['Numéro de série', 'MY61240518'], [53, 148], 245),
      ],
    ]);
    expect(extraction.fields.calibrationDate).toBe('2025-10-10');
    expect(extraction.fields.manufacturer).toBe('Keysight');
  });
});

describe('a calibration over two days whose range a scan split into two dates', () => {
  const form = (second: string) => [
    title('Certificato di taratura'),
    ...keyValues(
      [
        ['Descrizione', 'Micrometro per esterni'],
        ['Numero di serie', '61/6432'],
      ],
      { y: 120 },
    ),
    // The dash between the two dates was lost: two cells beside the caption.
    ...row(['Data di taratura', '30.07.2025', second], [54, 252, 314], 170),
  ];

  it('is calibrated on the last day of the range', async () => {
    const extraction = await extracted([form('31.07.2025')]);
    expect(extraction.fields.calibrationDate).toBe('2025-07-31');
  });

  it('keeps the first date when the second is no later day of the same calibration', async () => {
    const extraction = await extracted([form('07.08.2026')]);
    expect(extraction.fields.calibrationDate).toBe('2025-07-30');
  });
});
