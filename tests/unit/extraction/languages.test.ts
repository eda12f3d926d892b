/** One certificate per language: labels, month names and conformity statements of each. */
import { describe, expect, it } from 'vitest';
import { keyValues, paragraph, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const CASES = [
  {
    language: 'de',
    title: 'Kalibrierschein',
    rows: [
      ['Kalibrierschein-Nr.', '2025-0314 D-K'],
      ['Gegenstand', 'Digitalmultimeter'],
      ['Hersteller', 'Fluke'],
      ['Typ', '87V'],
      ['Seriennummer', '44120017'],
      ['Inventarnummer', 'INV-0815'],
      ['Kalibrierdatum', '14. März 2025'],
      ['Kalibrierintervall', '1 Jahr'],
      ['Auftraggeber', 'Stadtwerke Lüneburg GmbH'],
    ],
    statement: 'Alle Messwerte lagen innerhalb der zulässigen Fehlergrenzen.',
    result: 'Pass',
  },
  {
    language: 'fr',
    title: "Certificat d'étalonnage",
    rows: [
      ['N° de certificat', '2025-0314 D-K'],
      ['Désignation', 'Multimètre numérique'],
      ['Constructeur', 'Fluke'],
      ['Modèle', '87V'],
      ['N° de série', '44120017'],
      ["N° d'inventaire", 'INV-0815'],
      ["Date d'étalonnage", '14 mars 2025'],
      ["Périodicité d'étalonnage", '12 mois'],
      ['Client', 'Aciéries de Lorraine'],
    ],
    statement: "L'instrument n'est pas conforme aux spécifications du constructeur.",
    result: 'Fail',
  },
  {
    language: 'es',
    title: 'Certificado de calibración',
    rows: [
      ['Número de certificado', '2025-0314 D-K'],
      ['Descripción', 'Multímetro digital'],
      ['Fabricante', 'Fluke'],
      ['Modelo', '87V'],
      ['Número de serie', '44120017'],
      ['Número de inventario', 'INV-0815'],
      ['Fecha de calibración', '14 de marzo de 2025'],
      ['Intervalo de calibración', '12 meses'],
      ['Cliente', 'Farmacéutica Andaluza S.L.'],
    ],
    statement: 'El instrumento es conforme a las especificaciones.',
    result: 'Pass',
  },
  {
    language: 'it',
    title: 'Certificato di taratura',
    rows: [
      ['Numero certificato', '2025-0314 D-K'],
      ['Descrizione', 'Multimetro digitale'],
      ['Costruttore', 'Fluke'],
      ['Modello', '87V'],
      ['Matricola', '44120017'],
      ['Numero di inventario', 'INV-0815'],
      ['Data di taratura', '14 marzo 2025'],
      ['Intervallo di taratura', '12 mesi'],
      ['Committente', 'Meccanica Rossi S.r.l.'],
    ],
    statement: "Lo strumento è conforme con limitazioni d'uso.",
    result: 'Limited',
  },
  {
    language: 'pt',
    title: 'Certificado de calibração',
    rows: [
      ['Número do certificado', '2025-0314 D-K'],
      ['Descrição', 'Multímetro digital'],
      ['Fabricante', 'Fluke'],
      ['Modelo', '87V'],
      ['Número de série', '44120017'],
      ['Número de patrimônio', 'INV-0815'],
      ['Data da calibração', '14 de março de 2025'],
      ['Intervalo de calibração', '12 meses'],
      ['Cliente', 'Metalúrgica Lusa, Lda.'],
    ],
    statement: 'O instrumento está conforme as especificações.',
    result: 'Pass',
  },
] as const;

describe('the six languages', () => {
  it.each(CASES)('$language', async (sample) => {
    const extraction = await extracted([
      [
        title(sample.title),
        ...keyValues(sample.rows as unknown as [string, string][], { valueX: 230 }),
        ...paragraph([sample.statement], 50, 340),
      ],
    ]);
    const customer = sample.rows[sample.rows.length - 1]![1];
    expect(extraction.language).toBe(sample.language);
    expect(extraction.fields).toMatchObject({
      certificateNumber: '2025-0314 D-K',
      manufacturer: 'Fluke',
      model: '87V',
      serialNumber: '44120017',
      equipmentId: 'INV-0815',
      equipmentName: sample.rows[1][1],
      calibrationDate: '2025-03-14',
      calibrationInterval: 12,
      dueDate: '2026-03-14',
      dueDateCalculated: true,
      customer,
      result: sample.result,
    });
  });

  it('reads an English certificate too', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues([
          ['Certificate Number', 'C-1'],
          ['Equipment Description', 'Torque Wrench'],
          ['Serial No.', 'TW-9'],
          ['Calibration Date', '14th March 2025'],
        ]),
        ...paragraph(['The instrument was found within the stated tolerance.'], 50, 260),
      ],
    ]);
    expect(extraction.language).toBe('en');
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Torque Wrench',
      calibrationDate: '2025-03-14',
      result: 'Pass',
    });
  });
});
