/**
 * Rows of captions over rows of values, as narrow columns set them: a caption broken over two
 * lines or at a hyphen, a lone number over the band, and a list of reference standards with no
 * heading whose wrapped words look like headings. Each case fails on the engine before these
 * mechanisms.
 */
import { describe, expect, it } from 'vitest';
import { keyValues, paragraph, row, title, type Text } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';
import { analysePages } from '../../../src/extraction/analyse.js';
import type { PageText, TextRun } from '../../../src/extraction/layout/types.js';

const COLUMNS = [50, 140, 215, 290, 370, 440, 510];

/** A standards list set in bold, each name wrapped onto a second line. */
function standardsWithoutHeading(y: number): Text[] {
  const bold = true;
  return [
    ...row(
      ['Descrição', 'Fabricante', 'Modelo', 'N.º de série', 'Código', 'Calibrado', 'Próxima cal.'],
      COLUMNS,
      y,
      bold,
    ),
    ...row(
      ['Controlador de', 'Druck', 'PACE 5000', 'WZ44748405', 'STD-515', '15/03/2025', '15/03/2026'],
      COLUMNS,
      y + 16,
      bold,
    ),
    { text: 'pressão', x: 50, y: y + 27, bold },
    ...row(
      ['Manômetro de', 'Fluke', '2700G', '7679537', 'REF-727', '16/12/2024', '16/12/2026'],
      COLUMNS,
      y + 43,
      bold,
    ),
    { text: 'referência', x: 50, y: y + 54, bold },
  ];
}

describe('bands of captions', () => {
  it('keeps a list of standards without a heading out of the instrument', async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Equipamento', 'Manômetro'],
            ['Fabricante', 'Additel'],
            ['Modelo', 'ADT681-10'],
            ['Nº série', '1868965'],
            ['Data de calibração', '06/04/2025'],
            ['Cliente', 'Indústrias Metalúrgicas do Norte, S.A.'],
          ],
          { y: 130 },
        ),
        ...standardsWithoutHeading(300),
        // Prose in the body's font, so the list's bold stands out as headings do.
        ...paragraph(
          [
            'Os resultados são rastreáveis ao Sistema Internacional de Unidades (SI) através de padrões nacionais.',
            'A incerteza expandida de medição foi calculada com um fator de abrangência k = 2, para 95 %.',
            'Este certificado só pode ser reproduzido na íntegra, sem autorização escrita do laboratório.',
          ],
          50,
          420,
        ),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      manufacturer: 'Additel',
      model: 'ADT681-10',
      serialNumber: '1868965',
      equipmentId: null,
    });
    expect(extraction.items).toHaveLength(1);
  });

  it('joins a model wrapped onto the next line beside the wrapped name', async () => {
    const xs = [50, 180, 290, 400];
    const extraction = await extracted([
      [
        title('Certificato di taratura'),
        ...row(['Descrizione', 'Costruttore', 'Modello', 'Matricola'], xs, 140),
        ...row(['Pipetta a', 'Gilson', 'PIPETMAN L', '4092-0094'], xs, 156),
        ...row(['pistone', 'P200L'], [50, 290], 167),
        ...keyValues([['Data di taratura', '08/02/2024']], { y: 210 }),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Pipetta a pistone',
      model: 'PIPETMAN L P200L',
      serialNumber: '4092-0094',
    });
  });

  it("skips a caption's last line and a lone number over the band", async () => {
    const captions = ['Denominazione /', 'Produttore /', 'Tipo /', 'N. di serie', 'Matricola'];
    const glosses = ['Item Description', 'Mfr.', 'Model', '/ Serial #', 'interna /'];
    const xs = [50, 180, 280, 360, 440];
    const extraction = await extracted([
      [
        title('Certificato di taratura'),
        { text: '25-01488', x: 50, y: 130 },
        ...row(captions, xs, 146),
        ...row(glosses, xs, 158),
        ...row(['Number', 'Equipment ID'], [280, 440], 170),
        ...row(['Calibro a corsoio', 'Mahr', 'MarCal 16', '00849', 'CAL-WKM-02'], xs, 186),
        ...keyValues([['Data taratura / Calibration Date', '20/10/2025']], { y: 230 }),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Calibro a corsoio',
      manufacturer: 'Mahr',
      model: 'MarCal 16',
      serialNumber: '00849',
      equipmentId: 'CAL-WKM-02',
    });
  });

  it('reads a caption the scan garbled, in a bilingual band, as a caption, not a value', async () => {
    const xs = [50, 200, 330, 450];
    const extraction = await extracted([
      [
        title('Certificado de calibración'),
        ...row(['Ne Certificado', 'Fecha de calibración', 'Vencimiento', 'Emitido el'], xs, 140),
        ...row(['Certificate Number', 'Date Calibrated', 'Next Cal Date', 'Report Date'], xs, 152),
        ...row(['LMI-23/30290', '31-01-2023', '31-01-2024', '07-02-2023'], xs, 166),
        ...keyValues(
          [
            ['Instrumento', 'Calibre digital'],
            ['N.º de serie', '1186-0072'],
          ],
          { y: 210 },
        ),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      certificateNumber: 'LMI-23/30290',
      calibrationDate: '2023-01-31',
      dueDate: '2024-01-31',
    });
  });
});

describe('a band of numbered captions whose points the scan read as commas', () => {
  it('gives each value to its caption, never a caption to the certificate number', async () => {
    const xs = [54, 200, 330, 450];
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Equipamento', 'Osciloscópio'],
            ['N.2 de série', 'NP49605263'],
          ],
          { y: 130 },
        ),
        ...row(
          ['4.1 Certificado n.º', '4,2 Calibrado em', '4,3 Intervalo', '4.4 Temperatura'],
          xs,
          200,
        ),
        ...row(['ML25-80151', '2025-04-10', '12 meses', '19 °C'], xs, 214),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      certificateNumber: 'ML25-80151',
      serialNumber: 'NP49605263',
      calibrationDate: '2025-04-10',
    });
  });
});

describe("a caption's garbled gloss between the caption and its value", () => {
  it('skips the gloss under a date caption and the role line under a signature', async () => {
    const xs = [50, 250, 400];
    const extraction = await extracted([
      [
        title('Rapporto di taratura'),
        ...keyValues(
          [
            ['Descrizione', 'Chiave dinamometrica'],
            ['Numero di serie', '9443CD29627'],
          ],
          { y: 120 },
        ),
        ...row(['Tarato il', 'Data prossima taratura'], [250, 400], 200),
        ...row(['Cot Date', 'Noi Cal Dato'], [250, 400], 210),
        ...row(['17/10/2025', '17/10/2026'], [250, 400], 222),
        ...row(['Giulia Bianchi', 'Marco Esposito'], [xs[0]!, xs[2]!], 400),
        ...row(['O peratore', 'Approvato da'], [xs[0]!, xs[2]!], 410),
        ...row(['Calibration technician', 'Technical manager'], [xs[0]!, xs[2]!], 420),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      calibrationDate: '2025-10-17',
      dueDate: '2026-10-17',
      technician: 'Giulia Bianchi',
    });
  });
});

describe("a band's gloss line with a gloss we cannot read", () => {
  it('takes the row under the glosses, not the misread gloss', async () => {
    const xs = [50, 215, 380];
    const extraction = await extracted([
      [
        title('Certificado de calibración'),
        ...row(['Instrumento', 'Marca', 'Modelo'], xs, 150),
        // "Unit Under Test" as a scan reads it, the glosses in a smaller type.
        ...row(['Linit Under Test', 'Make', 'Model'], xs, 160).map((text) => ({
          ...text,
          size: 7,
        })),
        ...row(['Termohigrómetro', 'Vaisala', 'HM40'], xs, 172),
        ...keyValues([['Fecha de calibración', '9 de febrero de 2024']], { y: 220 }),
      ],
    ]);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Termohigrómetro',
      manufacturer: 'Vaisala',
      model: 'HM40',
    });
  });

  it('reads a value beside the glosses under a caption that carries its own', async () => {
    const xs = [53, 308, 426];
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues([['Equipamento', 'Termo-higrómetro']], { y: 120 }),
        ...row(
          ['Número de série /', 'Declaração de conformidade /', 'Calibrado por / Performed By'],
          xs,
          200,
        ),
        ...row(['Serial No.', 'Result', 'Rafael Almeida'], xs, 210),
        { text: '00993', x: 148, y: 200 },
      ],
    ]);
    expect(extraction.fields.technician).toBe('Rafael Almeida');
  });
});

describe('two bilingual captions side by side, the second misread', () => {
  it("does not take the second caption for the first one's value", async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Equipamento', 'Torquímetro'],
            ['N.º de série', 'TQ-4410'],
            ['Data de calibração', '2025-06-05'],
          ],
          { y: 110 },
        ),
        ...row(['Cliente', 'Faturara'], [50, 330], 220),
        ...row(['Owner', 'Invoice to'], [50, 330], 231),
        ...row(
          ['Indústrias Metalúrgicas do Norte, S.A.', 'Blue Ridge Water Authority'],
          [50, 330],
          246,
        ),
        ...row(['Zona Industrial da Maia', '15 Reservoir Lane'], [50, 330], 257),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Indústrias Metalúrgicas do Norte, S.A.');
  });
});

describe('three bilingual captions a scan read word by word and ran together', () => {
  /** Words as the recogniser places them: one run each, a word space apart. */
  function words(line: string, x: number, y: number): TextRun[] {
    const runs: TextRun[] = [];
    for (const text of line.split(' ')) {
      const width = text.length * 4.6;
      runs.push({ text, page: 1, x, y, width, size: 9, font: 'ocr@9' });
      x += width + 2.7;
    }
    return runs;
  }

  it('is cut into its captions, each over its value', () => {
    const page = (runs: TextRun[]): PageText => ({ number: 1, width: 595, height: 842, runs });
    const outcome = analysePages(
      [
        page([
          ...words('Certificato di taratura', 220, 60),
          ...words('Descrizione / Description Costruttore / Manufacturer Modello / Model', 54, 283),
          ...words('Bilancia analitica', 54, 300),
          ...words('Sartorius', 180, 300),
          ...words('Cubis II MCA225S', 316, 300),
          ...words('Matricola: 5950250', 54, 330),
          ...words('Data taratura: 07/03/2024', 54, 345),
        ]),
      ],
      { today: '2026-11-26', pageCount: 1, pagesNeedingOcr: [1], warnings: [], method: 'ocr' },
    );
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Bilancia analitica',
      manufacturer: 'Sartorius',
      model: 'Cubis II MCA225S',
    });
  });
});

describe('values a scan ran together across columns', () => {
  /** Words as the recogniser places them, each at its printed x. */
  const word = (text: string, x: number, y: number, width = text.length * 5.2): TextRun => ({
    text,
    page: 1,
    x,
    y,
    width,
    size: 10.5,
    font: 'ocr@10.5',
  });

  it('cuts them where a word starts under its caption, not halfway between captions', () => {
    const header = ['Description', 'Manufacturer', 'Model', 'Serial', 'Asset'];
    const xs = [54, 174, 285, 378, 476];
    const outcome = analysePages(
      [
        {
          number: 1,
          width: 595,
          height: 842,
          runs: [
            word('Certificate', 196, 106),
            word('of', 260, 106),
            word('Calibration', 275, 106),
            ...header.map((text, index) => word(text, xs[index]!, 170)),
            word('Single-Channel', 53.5, 188, 73.9),
            word('Pipette', 132.5, 188, 33.8),
            word('Gilson', 173.5, 188, 29.5),
            word('PIPETMAN', 285.4, 188, 48.7),
            word('P1000', 338.9, 188, 30),
            word('C25211173', 378, 188, 56.6),
            word('EQ-00294', 476, 188),
            word('Cal', 54, 260),
            word('Date', 75, 260),
            word('2024-10-22-2024-10-23', 258, 260),
          ],
        },
      ],
      { today: '2026-11-26', pageCount: 1, pagesNeedingOcr: [1], warnings: [], method: 'ocr' },
    );
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Single-Channel Pipette',
      manufacturer: 'Gilson',
      model: 'PIPETMAN P1000',
      serialNumber: 'C25211173',
      equipmentId: 'EQ-00294',
      calibrationDate: '2024-10-23',
    });
  });

  it('reads a bilingual caption whose gloss broke onto the next line as one, though its end is a caption', async () => {
    // Tuning seed 61, third certificate: "Validade da calibração / Next" over "Cal Date" had made
    // "Cal Date" a caption of its own, its date a second calibration date, and the due date lost.
    const xs = [53, 176, 298];
    const fields = await extracted([
      [
        title('CERTIFICADO DE CALIBRAÇÃO'),
        ...row(['Data da calibração /', 'Validade da calibração / Next', 'Procedimento'], xs, 144),
        ...row(['Calibrated On', 'Cal Date', 'Procedure'], xs, 153),
        ...row(['22/12/2023', '22/06/2024', 'PT-MAS-004'], xs, 168),
        ...keyValues(
          [
            ['Descrição / Description', 'Balança analítica'],
            ['Fabricante / Make', 'Ohaus'],
            ['N.º de série / Ser. No.', '35/9561'],
          ],
          { y: 220 },
        ),
      ],
    ]);
    expect(fields.fields).toMatchObject({ calibrationDate: '2023-12-22', dueDate: '2024-06-22' });
  });

  it('reads such a caption over three lines, a caption beside its last line', async () => {
    // Tuning seed 18: "Scadenza" / "taratura / Next" / "Cal Date", "By" of "Reviewed By" beside
    // the last line; the due date "12/2024" had gone to "Cal Date" as a calibration date.
    const xs = [53, 152, 243, 438];
    const fields = await extracted([
      [
        title('CERTIFICATO DI TARATURA'),
        ...row(
          ['Data di taratura /', 'Scadenza', 'Emesso il / Date', 'Il Responsabile del'],
          xs,
          408,
        ),
        ...row(['Calibration Date', 'taratura / Next', 'Issued', 'Centro / Reviewed'], xs, 420),
        ...row(['Cal Date', 'By'], [152, 438], 432),
        ...row(['04/06/2024', '12/2024', '09/06/2024', 'Giulia Bianchi'], xs, 450),
        ...keyValues(
          [
            ['Strumento / Instrument', 'Bilancia analitica'],
            ['Costruttore / Manufacturer', 'Sartorius'],
          ],
          { y: 500 },
        ),
      ],
    ]);
    expect(fields.fields).toMatchObject({ calibrationDate: '2024-06-04', dueDate: '2024-12-31' });
  });
});
