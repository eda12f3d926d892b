/**
 * A standards list whose header a scan garbled past reading (session 44, block 16): its rows,
 * each with two dates of its own in the same columns, say what it is. Before, the certificate
 * gained the list's first standard as an instrument of its own, read under the garbled
 * header's captions.
 */
import { describe, expect, it } from 'vitest';
import { datedRowLists } from '../../../src/extraction/fields/dated-rows.js';
import { findLabels } from '../../../src/extraction/fields/label-blocks.js';
import { Exclusions } from '../../../src/extraction/fields/regions.js';
import { buildLayout } from '../../../src/extraction/layout/document.js';
import { analyseScannedPages, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

describe('a standards list known by its dated rows', () => {
  it('is no instrument of the certificate, whatever its header reads', () => {
    // A generated certificate's two pages as the recogniser read them: the instrument in a
    // band of captions on page 1, the standards on page 2 under a header run into half-words.
    const read = extractionOf(
      analyseScannedPages(
        [
          ...row([['AM]', 64]], 44, 13.5),
          ...row([['info@amjura.example www.amjura.example', 50]], 62, 9.5),
          ...row([["Certificat d'étalonnage", 195]], 103, 17.5),
          ...row([['CALIBRATION CERTIFICATE', 215]], 119, 11),
          ...row([['CE2310771', 256]], 137, 14),
          ...row(
            [
              ['Client / Customer', 50],
              ['Société Nouvelle des', 176],
            ],
            161,
            11,
          ),
          ...row(
            [
              ['Name:', 50],
              ['Ateliers Mécaniques de', 175],
            ],
            174,
            11,
          ),
          ...row([['Savoie', 176]], 187, 11),
          ...row(
            [
              ['Désignation /', 53],
              ['Constructeur /', 162],
              ['Type /', 275],
              ['N° de série /', 354],
              ['Identification /', 436],
            ],
            214,
            11,
          ),
          ...row(
            [
              ['Description', 53],
              ['Manufacturer', 161],
              ['Model', 276],
              ['Serial', 354],
              ['Asset No.', 435],
            ],
            226,
            11,
          ),
          ...row([['Number', 354]], 238, 11),
          ...row(
            [
              ['Enregistreur de', 53],
              ['Testo', 161],
              ['608-H1', 276],
              ['83/2653', 354],
              ['M&TE-4875', 436],
            ],
            256,
            11,
          ),
          ...row([['température et', 53]], 268, 11),
          ...row([["d'humidité", 53]], 280, 11),
          ...row(
            [
              ['Date de réception / Date Received:', 50],
              ['19/10/2023', 299],
            ],
            305,
            11,
          ),
          ...row(
            [
              ["Date de l'étalonnage / Date Calibrated:", 50],
              ['28/10/2023', 298],
            ],
            321,
            11,
          ),
          ...row(
            [
              ['Date du prochain étalonnage / Next Cal', 50],
              ['28/10/2024', 298],
            ],
            336,
            11,
          ),
          ...row([['Date:', 50]], 348, 14.5),
          ...row(
            [
              ['Procédure / Procédure Used:', 50],
              ['CP-HUM-002', 298],
            ],
            363,
            11,
          ),
          ...row(
            [
              ['Température ambiante / Ambient', 50],
              ['(19 ± 1) °C', 298],
            ],
            379,
            11,
          ),
          ...row([['Temperature:', 50]], 391, 11),
          ...row(
            [
              ['Hygrométrie / Humidity:', 50],
              ['54 % HR', 298],
            ],
            405,
            11,
          ),
          ...row(
            [
              ['Atelier Métrologique du Jura', 50],
              ['12 rue des Horlogers, 25500 Morteau', 152],
            ],
            801,
            6.5,
          ),
          ...row([['Page 1 sur 2', 501]], 814, 7.5),
        ],
        [
          ...row([['AM]', 64]], 44, 13.5),
          ...row(
            [
              ['Valeur', 50],
              ['Valeur lue', 132],
              ['Erreur', 215],
              ['Tolérance', 297],
              ['Incertitude', 380],
              ['Conformité', 462],
            ],
            87,
            9.5,
          ),
          ...row([['nominale', 52]], 99, 9.5),
          ...row(
            [
              ['20,00', 53],
              ['19,66', 132],
              ['-0,34', 217],
              ['± 2,50', 300],
              ['0,63', 379],
              ['C', 462],
            ],
            114,
            9.5,
          ),
          ...row(
            [
              ['50,00', 53],
              ['49,88', 135],
              ['-0,12', 217],
              ['± 2,50', 300],
              ['0,63', 382],
              ['C', 462],
            ],
            129,
            9.5,
          ),
          ...row(
            [
              ['80,00', 50],
              ['80,36', 132],
              ['0,36', 215],
              ['± 2,50', 300],
              ['0,63', 379],
              ['C', 462],
            ],
            145,
            9.5,
          ),
          ...row(
            [
              ['Conformité', 50],
              ['0 conforme', 210],
              ['[J] non conforme', 287],
            ],
            172,
            9.5,
          ),
          ...row(
            [
              ['Désignation Constructe- Type / Model N° de série / Identificati-', 50],
              ['Certificat/', 359],
              ['Etalonné le / Échéance /', 421],
            ],
            191,
            13,
          ),
          ...row(
            [
              ['/ Description ur /', 52],
              ['Serial', 238],
              ['on / Asset', 300],
              ['Certificate', 362],
              ['Cal Date', 424],
              ['Due Date', 486],
            ],
            201,
            9.5,
          ),
          ...row(
            [
              ['Manufactur-', 114],
              ['Number', 238],
              ['No.', 300],
              ['No.', 362],
            ],
            210,
            9.5,
          ),
          ...row([['er', 114]], 220, 9.5),
          ...row(
            [
              ['Thermomèt-', 52],
              ['Fluke', 114],
              ['1524', 177],
              ['9128-0066', 238],
              ['STD-174', 300],
              ['MSR/2023/-', 362],
              ['07/01/2023', 424],
              ['07/01/2025', 486],
            ],
            233,
            9.5,
          ),
          ...row(
            [
              ['re de', 52],
              ['4115', 361],
            ],
            243,
            9.5,
          ),
          ...row([['référence', 52]], 252, 9.5),
          ...row(
            [
              ['Sonde a', 53],
              ['Fluke', 114],
              ['5615-12', 176],
              ['03/2368', 238],
              ['P-932', 300],
              ['MSR/2023/-', 362],
              ['16/07/2023', 421],
              ['16/07/2024', 483],
            ],
            266,
            9.5,
          ),
          ...row(
            [
              ['résistance de', 52],
              ['7752', 362],
            ],
            275,
            9.5,
          ),
          ...row([['platine', 52]], 285, 9.5),
          ...row(
            [["La reproduction de ce certificat n'est autorisée que sous sa forme intégrale.", 50]],
            312,
            9.5,
          ),
          ...row(
            [
              ['M. Girard', 50],
              ['Élodie Lefèvre', 298],
            ],
            364,
            11.5,
          ),
          ...row(
            [
              ['Opérateur', 50],
              ['Approuvé par', 297],
            ],
            380,
            9.5,
          ),
          ...row(
            [
              ['Calibration technician', 50],
              ['Technical manager', 298],
            ],
            391,
            9.5,
          ),
          ...row(
            [
              ['Atelier Métrologique du Jura', 50],
              ['12 rue des Horlogers, 25500 Morteau', 152],
            ],
            801,
            7,
          ),
          ...row([['Page 2 sur 2', 501]], 813, 7.5),
        ],
      ),
    );
    expect(read.items.map((item) => item.serialNumber)).toEqual(['83/2653']);
    expect(read.fields).toMatchObject({ equipmentId: 'M&TE-4875', model: '608-H1' });
  });

  it('takes no statement above it as one of its captions', () => {
    // Session 55, block 45, seed 45031: the list's captions had reached up over "Messmittel"
    // to the adjustment statements above it, and the certificate had lost its result. A guard
    // of the whole analysis (the heading covers this list here); the test below reproduces it.
    const read = extractionOf(
      analyseScannedPages([
        ...row([['Werkskalibrierschein', 207]], 90, 17.5),
        ...row(
          [
            ['Prüfmittel / Item', 53],
            ['Hersteller /', 165],
            ['Typbezeichnung /', 246],
            ['Fabrik-Nr. /', 360],
          ],
          330,
          9,
        ),
        ...row(
          [
            ['Description', 53],
            ['Make', 165],
            ['Model Number', 247],
            ['Ser. No.', 360],
          ],
          340,
          9,
        ),
        ...row(
          [
            ['Druckkalibrator', 53],
            ['Beamex', 165],
            ['MC2-PE', 247],
            ['S-19/0025', 360],
          ],
          352,
          9,
        ),
        ...row([['Vor Justage: innerhalb der Toleranz', 50]], 396, 9),
        ...row([['Nach Justage: innerhalb der Toleranz', 50]], 409, 9),
        ...row([['Messmittel', 50]], 424, 11.5),
        ...row(
          [
            ['Druckregler', 50],
            ['Druck', 114],
            ['PACE 5000', 173],
            ['00260', 238],
            ['MP-587', 297],
            ['21720 D-K 24', 362],
            ['2024-01-02', 424],
            ['2025-01-02', 486],
          ],
          482,
          9,
        ),
        ...row(
          [
            ['Referenzma-', 52],
            ['Fluke', 114],
            ['2700G-BG7-', 173],
            ['U48139364', 238],
            ['REF-661', 294],
            ['KS-38628/23', 359],
            ['2023-09-22', 424],
            ['2024-09-22', 486],
          ],
          496,
          9,
        ),
        ...row(
          [
            ['nometer', 52],
            ['0M', 176],
          ],
          505.9,
          9,
        ),
      ]),
    );
    expect(read.fields).toMatchObject({ serialNumber: 'S-19/0025', result: 'Pass' });
  });

  it('starts at its captions, not at a statement over its heading', () => {
    const layout = buildLayout([
      {
        number: 1,
        width: 595,
        height: 842,
        runs: [
          ...row([['Nach Justage: innerhalb der Toleranz', 50]], 409, 9),
          ...row([['Messmittel', 50]], 424, 11.5),
          ...row(
            [
              ['Druckregler', 50],
              ['Druck', 120],
              ['PACE 5000', 173],
              ['00260', 238],
              ['21720 D-K 24', 362],
              ['2024-01-02', 424],
              ['2025-01-02', 486],
            ],
            440,
            9,
          ),
          ...row(
            [
              ['Kolben', 52],
              ['Fluke', 120],
              ['2700G', 173],
              ['U48139364', 238],
              ['KS-38628/23', 359],
              ['2023-09-22', 424],
              ['2024-09-22', 486],
            ],
            454,
            9,
          ),
        ],
      },
    ]);
    const lists = datedRowLists(layout, findLabels(layout), new Exclusions([]));
    const statement = layout.lines.findIndex((line) => line.text.startsWith('Nach Justage'));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.from).toBeGreaterThan(statement);
  });
});
