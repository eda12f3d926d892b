/** The customer: labelled, in the address window of a letter, and never the document's title. */
import { describe, expect, it } from 'vitest';
import { keyValues, paragraph, row, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';
import { analyseScannedPage, scannedWords } from './helpers/scanned-page.js';

const INSTRUMENT: [string, string][] = [
  ['Instrument', 'Sound Level Meter'],
  ['Serial No.', 'SLM-20931'],
  ['Calibration Date', '2025-04-22'],
];

describe('the customer', () => {
  it('is the first line of the address window of a certificate set as a letter', async () => {
    const extraction = await extracted([
      [
        { text: 'Harbourside Acoustics Lab Pty Ltd', x: 50, y: 40, size: 14, bold: true },
        ...paragraph(['4 Wharf Lane, Fremantle WA 6160', 'Phone 08 5550 1234'], 50, 54, 10),
        ...paragraph(['Kestrel Mining Services', 'PO Box 88', '6430 Kalgoorlie'], 60, 110, 12),
        ...row(['Our ref.:', 'HAL-5521'], [330, 420], 110),
        title('Calibration Certificate', 190),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Kestrel Mining Services');
    expect(extraction.confidence.customer).toBe('low');
    expect(extraction.fields.calibrationLab).toBe('Harbourside Acoustics Lab Pty Ltd');
  });

  it('is read whole beside a caption of two lines, its second line set a little left', async () => {
    const extraction = await extracted([
      [
        title('Certificato di taratura'),
        ...keyValues(INSTRUMENT, { y: 120 }),
        ...row(['Destinatario /', 'Officine Meccaniche'], [50, 175], 256),
        // A scan's placing: the wrapped line one point left of the first.
        ...row(['Submitted By:', 'Valtellinesi S.p.A.'], [50, 174], 268),
        ...keyValues([['Operatore / Calibrated By', 'Marco Esposito']], { y: 300, valueX: 298 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Officine Meccaniche Valtellinesi S.p.A.');
  });

  it('is not guessed from the lab’s own address block', async () => {
    const extraction = await extracted([
      [
        { text: 'Harbourside Acoustics Lab Pty Ltd', x: 50, y: 40, size: 14, bold: true },
        ...paragraph(['4 Wharf Lane', '6160 Fremantle'], 50, 54, 10),
        title('Calibration Certificate', 150),
        ...keyValues(INSTRUMENT, { y: 190 }),
      ],
    ]);
    expect(extraction.fields.customer).toBeNull();
  });

  it('a labelled customer beats the address window', async () => {
    const extraction = await extracted([
      [
        { text: 'Harbourside Acoustics Lab Pty Ltd', x: 50, y: 40, size: 14, bold: true },
        ...paragraph(['Kestrel Mining Services', 'PO Box 88', '6430 Kalgoorlie'], 60, 100, 12),
        title('Calibration Certificate', 190),
        ...keyValues([...INSTRUMENT, ['Owner', 'Goldfields Water Board']], { y: 230 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Goldfields Water Board');
  });

  it('reads the block under a customer caption in the right-hand column', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues(INSTRUMENT, { y: 150 }),
        // The caption has a line of its own; its value shares a line with the left-hand list.
        { text: 'Client', x: 320, y: 140, bold: true },
        { text: 'Bellwether Dairy Co-op', x: 320, y: 168 },
        { text: '18 Creamery Road', x: 320, y: 186 },
      ],
    ]);
    expect(extraction.fields.customer).toBe('Bellwether Dairy Co-op');
  });

  it('never takes the certificate title printed above an empty customer caption', async () => {
    const extraction = await extracted([
      [
        {
          text: 'Certificate of Calibration and Inspection',
          x: 150,
          y: 80,
          size: 15,
          bold: true,
        },
        { text: 'Customer Details', x: 250, y: 100, size: 9, bold: true },
        ...row(['Certificate No.', 'SL-4471', 'Status', 'Pass'], [54, 150, 310, 400], 118),
        ...keyValues(INSTRUMENT, { y: 160 }),
      ],
    ]);
    expect(extraction.fields.customer).toBeNull();
  });
});

describe('a customer name wrapped over several lines', () => {
  it('goes on under a name printed after its caption, up to its legal form', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        { text: 'Customer Name: Great Lakes Precision', x: 50, y: 130 },
        { text: 'Components', x: 128, y: 143 },
        { text: 'Manufacturing Inc.', x: 128, y: 156 },
        ...keyValues(INSTRUMENT, { y: 200 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Great Lakes Precision Components Manufacturing Inc.');
  });

  it('goes on beside the caption’s gloss on the next line', async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        { text: 'Cliente: Companhia Industrial de', x: 50, y: 130 },
        ...row(['Client', 'Componentes Elétricos S.A.'], [50, 90], 143),
        ...keyValues(INSTRUMENT, { y: 200 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Companhia Industrial de Componentes Elétricos S.A.');
  });

  it('goes on beside the gloss when the caption and its value have cells of their own', async () => {
    const extraction = await extracted([
      [
        title('Certificat d’étalonnage'),
        ...row(["Donneur d'ordre /", 'Société Nouvelle des Ateliers'], [50, 160], 130),
        ...row(['Customer', 'Mécaniques de Savoie'], [50, 160], 143),
        ...keyValues(INSTRUMENT, { y: 200 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');
  });

  it('keeps the lines of a name without a legal form, but not the address under it', async () => {
    const wrapped = await extracted([
      [
        title('Certificat d’étalonnage'),
        { text: 'Demandeur', x: 50, y: 130 },
        ...paragraph(['Société Nouvelle', 'des Ateliers', 'Mécaniques de', 'Savoie'], 50, 144),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(wrapped.fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');

    const withAddress = await extracted([
      [
        title('Certificado de calibração'),
        { text: 'Cliente', x: 50, y: 130 },
        ...paragraph(
          ['Cerâmica Aveirense, Lda.', 'Zona Industrial da Taboeira', '3800-055 Aveiro'],
          50,
          144,
        ),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(withAddress.fields.customer).toBe('Cerâmica Aveirense, Lda.');
  });

  it('ends at its legal form even when the block ends one line later', async () => {
    const extraction = await extracted([
      [
        title('Calibration Report'),
        { text: 'Customer Name:', x: 50, y: 130 },
        ...paragraph(['Harlow Precision Engineering Ltd', 'Pinnacles West'], 50, 144),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Harlow Precision Engineering Ltd');
  });

  it('ends at its legal form closed by a comma, the address under it', async () => {
    const extraction = await extracted([
      [
        title('Certificado de Calibración'),
        { text: 'Solicitante / Customer Name:', x: 50, y: 130 },
        ...paragraph(
          ['Aceros del Norte S.A,', 'Polígono Industrial Asua', '48150 Sondika'],
          50,
          144,
        ),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Aceros del Norte S.A');
  });

  it('ends a name at "Co," — its stop read as a comma — not at the street under it', async () => {
    const extraction = await extracted([
      [
        title('Certificate of Calibration'),
        { text: 'Customer Name:', x: 50, y: 130 },
        ...paragraph(
          ['Northwind Manufacturing Co,', '880 Industrial Pkwy', 'Dayton, OH 45414'],
          150,
          130,
        ),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Northwind Manufacturing Co');
  });

  it('goes on past a legal form to the rest of a compound one ("GmbH" / "& Co. KG")', async () => {
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        { text: 'Auftraggeber:', x: 50, y: 130 },
        { text: 'Norddeutsche', x: 50, y: 144 },
        // A wide gap set the legal form apart, in a cell of its own.
        ...row(['Präzisionsmechanik', 'GmbH'], [50, 150], 157),
        ...paragraph(['& Co. KG', 'Harburger Straße 21', '21079 Hamburg'], 50, 170),
        ...keyValues(INSTRUMENT, { y: 240 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Norddeutsche Präzisionsmechanik GmbH & Co. KG');
  });
});

describe('a customer name closed by a speck of the scan', () => {
  it('is not joined to the address under it by a hyphen after its full stop', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        { text: '2.1 Customer Name', x: 50, y: 130 },
        ...paragraph(
          ['Northwind Manufacturing Co.-', '880 Industrial Pkwy', 'Dayton, OH 45414'],
          50,
          144,
        ),
        ...keyValues(INSTRUMENT, { y: 230 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Northwind Manufacturing Co.');
  });
});

describe('the customer on a scan', () => {
  /** A customer's name wrapped under its caption, its first line read larger than the second. */
  const wrappedCustomer = (first: string, second: string) =>
    extracted([
      [
        title('Certificat d’étalonnage'),
        ...keyValues(
          [
            ['Désignation', 'Micromètre'],
            ['N° de série', '00115U'],
            ['Étalonné le', '2025-05-20'],
          ],
          { y: 120 },
        ),
        { text: 'Client', x: 50, y: 285, size: 11, bold: true },
        { text: first, x: 50, y: 309, size: 14 },
        { text: second, x: 50, y: 325, size: 10 },
        { text: 'Résultats d’étalonnage', x: 50, y: 353, size: 11, bold: true },
      ],
    ]);

  it('is the whole name wrapped under its caption, though the scan read its first line larger', async () => {
    const extraction = await wrappedCustomer('Verrerie', 'Champenoise SARL');
    expect(extraction.fields.customer).toBe('Verrerie Champenoise SARL');
  });

  it('goes on past a connector at the end of a line the scan read larger', async () => {
    const extraction = await wrappedCustomer('Aciéries de', 'Lorraine');
    expect(extraction.fields.customer).toBe('Aciéries de Lorraine');
  });
});

describe('the customer a scan ran into the invoice column', () => {
  it('is cut at the column, its rule read as a dash left out, and goes on under it', () => {
    const outcome = analyseScannedPage([
      ...scannedWords('Certificado de calibración', 200, 80),
      ...scannedWords('Instrumento: Manómetro digital', 50, 120),
      ...scannedWords('Número de serie: 7394-0069', 50, 135),
      ...scannedWords('Datos del cliente / Customer Data', 51, 207),
      ...scannedWords('Cliente:', 40, 223),
      ...scannedWords('Facturara:', 175, 223),
      ...scannedWords('Owner', 40, 232),
      ...scannedWords('Invoice to', 175, 232),
      // The rule between the columns read as a dash; no gap wide enough to part them.
      ...scannedWords('Autopartes y Ensambles del —', 40, 248),
      ...scannedWords('Aciéries de Lorraine', 175, 248),
      ...scannedWords('Centro S.A. de C.V.', 40, 259),
      ...scannedWords('Zone industrielle Sud', 175, 259),
    ]);
    expect(outcome.ok && outcome.extraction.fields.customer).toBe(
      'Autopartes y Ensambles del Centro S.A. de C.V.',
    );
  });
});

describe('one customer on every certificate of a file', () => {
  it('is each certificate’s customer where the caption and the name repeat mid-page on each', async () => {
    // A cover page names the customer at its top; each certificate prints "Auftraggeber:" and
    // the customer's block at the same height, so the caption's line repeats too (the street
    // as a scan read it on each page).
    const certificate = (number: string, serial: string, street: string) => [
      title(`Kalibrierschein ${number}`),
      ...keyValues(
        [
          ['Kalibriergegenstand', 'Messuhr'],
          ['Seriennummer', serial],
          ['Kalibrierdatum', '25.04.2024'],
        ],
        { y: 140 },
      ),
      { text: '3.1 Auftraggeber:', x: 50, y: 298, size: 8 },
      { text: 'Bergmann Fahrzeugtechnik AG', x: 50, y: 309 },
      { text: street, x: 50, y: 322 },
      { text: '38440 Wolfsburg', x: 50, y: 333 },
    ];
    const extraction = await extracted([
      [
        { text: 'Bergmann Fahrzeugtechnik AG', x: 50, y: 37, size: 13 },
        title('Prüfmittelakte Deckblatt', 74),
      ],
      certificate('2024-94601', '4438CW11092', 'Porschestraße 100'),
      certificate('2024-94602', '4226215', 'Porschestrafe 100'),
      [
        title('Rückführbarkeitsnachweis', 80),
        { text: 'Die verwendeten Normale sind auf nationale Normale rückgeführt.', x: 50, y: 130 },
      ],
    ]);
    expect(extraction.items.at(-1)).toMatchObject({
      serialNumber: '4226215',
      customer: 'Bergmann Fahrzeugtechnik AG',
    });
  });

  it('is each certificate’s customer, though printed in the same place on other pages', async () => {
    // The caption as a scan read it differs from page to page; the name under it does not, and
    // pages 1 and 3 print it at the same height.
    const certificate = (number: string, serial: string, caption: string, y: number) => [
      title(`Certificato di taratura N. ${number}`),
      ...keyValues(
        [
          ['Descrizione', 'Termoigrometro'],
          ['Matricola', serial],
          ['Data taratura', '2025-03-04'],
        ],
        { y: 110 },
      ),
      { text: caption, x: 50, y, size: 7 },
      { text: 'Meccanica Rossi S.r.l.', x: 50, y: y + 9 },
    ];
    const extraction = await extracted([
      // The first two captions the scan garbled past reading.
      certificate('23-07125', 'G53313139', '2.1 Cougnniieigin', 200),
      certificate('23-07126', 'G53313140', '2.1 Cougnniieigin', 216),
      certificate('23-07127', 'G53313141', '2.1 Committente / Submitted By:', 200),
    ]);
    expect(extraction.items.at(-1)).toMatchObject({
      serialNumber: 'G53313141',
      customer: 'Meccanica Rossi S.r.l.',
    });
  });
});
