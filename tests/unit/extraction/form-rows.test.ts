/** Boxed forms with label | value | label | value rows, some labels unknown to the dictionary. */
import { describe, expect, it } from 'vitest';
import { heading, row, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const XS = [54, 150, 310, 406];
const WIDE = [54, 180, 320, 420];

describe('key/value form rows', () => {
  it('reads values beside their labels when the next row has labels it does not know', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Instrument', 'Vernier Caliper', 'Maker', 'Starrett'], XS, 140),
        ...row(['Model', 'EC799A-12', 'Serial No.', '00871'], XS, 158),
        ...row(['Jaw length', '40 mm', 'Graduation', '0.02 mm'], XS, 176),
        ...row(['Calibration Date', '2025-03-03', 'Owner code', 'QC-1190'], XS, 194),
      ],
    ]);
    expect(fields).toMatchObject({
      equipmentName: 'Vernier Caliper',
      manufacturer: 'Starrett',
      model: 'EC799A-12',
      serialNumber: '00871',
      calibrationDate: '2025-03-03',
    });
  });

  it('does not take the next column’s label for an empty-looking value; the value is under it', async () => {
    // "Maker:" with its value on the line below, and the next column's label and value on the
    // label's own line: "Calibration Date" is that column's label, not the maker.
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Instrument.', 'Maker:', 'Calibration Date', 'February 14 to 15, 2025'], WIDE, 140),
        ...row(['Insulation Resistance', 'Fluke'], WIDE, 153),
        ...row(['Tester', '', 'Cal Interval', '6 months'], WIDE, 166),
        ...row(['Model No.:', 'Ser. No.:'], WIDE, 186),
        ...row(['1587 FC', '07103E'], WIDE, 199),
      ],
    ]);
    expect(fields.manufacturer).toBe('Fluke');
    expect(fields.calibrationDate).toBe('2025-02-15');
  });

  it('cuts a label from a value drawn against it with no gap', async () => {
    const { fields } = await extracted([
      [
        title('Kalibrierschein'),
        { text: 'PrüfgegenstandDruckmessumformer', x: 54, y: 140 },
        ...row(['Fabrik-Nr.', 'DM-4471'], XS, 158),
        ...row(['Kalibrierdatum', '03.03.2025'], XS, 176),
      ],
    ]);
    expect(fields.equipmentName).toBe('Druckmessumformer');
  });

  it('cuts a value from the next column’s label drawn against it', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        { text: 'Instrument:', x: 54, y: 140 },
        // The value overflows its column and touches the label of the next one.
        { text: 'Thermocouple Simulator', x: 150, y: 140 },
        { text: 'Date Calibrated:', x: 259, y: 140 },
        { text: '2025-03-03', x: 406, y: 140 },
        ...row(['Serial No.:', 'TS-6620'], XS, 158),
      ],
    ]);
    expect(fields).toMatchObject({
      equipmentName: 'Thermocouple Simulator',
      calibrationDate: '2025-03-03',
    });
  });

  it('joins a make / model and a procedure wrapped in a narrow column', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Instrument:', 'Pipette'], XS, 140),
        ...row(['Make / Model:', 'Eppendorf / Research'], XS, 158),
        { text: 'plus 100', x: 150, y: 169 },
        ...row(['Serial No.:', 'PP-1182'], XS, 184),
        ...row(['Procedure:', 'Supplier calibration'], XS, 202),
        { text: 'handbook', x: 150, y: 213 },
        ...row(['Calibration Date:', '2025-03-03'], XS, 228),
      ],
    ]);
    expect(fields).toMatchObject({
      manufacturer: 'Eppendorf',
      model: 'Research plus 100',
      procedure: 'Supplier calibration handbook',
    });
  });

  it('reads the value under a caption in a grid whose other captions are unknown', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Certificate No.', 'Owner', 'Ticket', 'Instrument'], [54, 160, 320, 420], 130),
        // The owner's name runs on into the unknown "Ticket" column, with no gap.
        { text: 'CR-5510', x: 54, y: 142, size: 9 },
        { text: 'Mersey Tidal Power Generation Company', x: 160, y: 142, size: 9 },
        { text: 'TK-20931', x: 320, y: 142, size: 9 },
        { text: 'Flow Calibrator', x: 420, y: 142, size: 9 },
        ...row(['Serial No.', 'Calibration Date'], [54, 160], 170),
        ...row(['FC-0090', '2025-03-03'], [54, 160], 182),
      ],
    ]);
    expect(fields).toMatchObject({
      customer: 'Mersey Tidal Power Generation Company',
      equipmentName: 'Flow Calibrator',
    });
  });

  it('reads "Référence:" as the model, but not a value that starts with "Reference"', async () => {
    const french = await extracted([
      [
        title("Certificat d'étalonnage"),
        ...row(['Désignation:', 'Pied à coulisse'], XS, 140),
        ...row(['Référence:', '500-196-30'], XS, 158),
        ...row(['N° de série:', 'B-7781'], XS, 176),
        ...row(["Date d'étalonnage:", '03/03/2025'], XS, 194),
      ],
    ]);
    expect(french.fields.model).toBe('500-196-30');
    const english = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Description:', 'Reference Hygrometer'], XS, 140),
        ...row(['Serial No.:', 'RH-301'], XS, 158),
        ...row(['Calibration Date:', '2025-03-03'], XS, 176),
      ],
    ]);
    expect(english.fields).toMatchObject({ equipmentName: 'Reference Hygrometer', model: null });
  });

  it('reads the block under a "customer identification" heading', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(['Instrument:', 'Hardness Tester'], XS, 140),
        ...row(['Serial No.:', 'HT-5512'], XS, 158),
        ...row(['Calibration Date:', '2025-03-03'], XS, 176),
        { text: 'Customer identification', x: 54, y: 200, bold: true },
        { text: 'Ostrava Steelworks a.s.', x: 54, y: 214 },
        { text: 'Vítkovická 3020', x: 54, y: 226 },
      ],
    ]);
    expect(fields.customer).toBe('Ostrava Steelworks a.s.');
  });
});

describe('a two-column form with captions glossed underneath, as a scan reads it', () => {
  // "Référence" is a caption we cannot read, a few points left of the gloss under it ("Model");
  // a second column of captions runs beside the first. The scan lost the line "Marque  Druck"
  // over "Make".
  const form = [
    title('Certificat d’étalonnage'),
    ...row(
      ['Désignation', 'Manomètre', 'Numéro du certificat', '24-ET-06729'],
      [50, 150, 310, 420],
      150,
    ),
    ...row(['Make', 'Reçu le', '24 mars 2024'], [50, 310, 420], 164),
    ...row(['Référence', 'DPI 104', 'Date Received'], [47, 150, 310], 178),
    ...row(['Model', 'Etalonné le', '27 mars 2024'], [50, 310, 420], 189),
    ...row(['N° de série', '8713633'], [50, 150], 203),
    ...row(['S/N'], [50], 214),
  ];

  it('takes the value beside the unread caption for the gloss under it, and no caption for a value', async () => {
    const { fields } = await extracted([form]);
    expect(fields.model).toBe('DPI 104');
    expect(fields.manufacturer).toBeNull();
    expect(fields.serialNumber).toBe('8713633');
  });
});

describe('a grid of captions over values beside a caption we do not know', () => {
  it('takes the value under each caption ("Measuring Range:" is a caption, not a value)', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Report'),
        ...row(['Calibration Item:', 'Maker:'], [50, 306], 282),
        ...row(['Multifunction Process Calibrator', 'Druck'], [50, 306], 292),
        ...row(['Model Number:', 'Serial No.:'], [50, 306], 319),
        ...row(['DPI 620 Genii', 'W10025705'], [50, 306], 329),
        ...row(['Asset Number:', 'Measuring Range:'], [50, 306], 356),
        ...row(['00614', '-1 bar to 20 bar'], [50, 306], 366),
        ...row(['Date of Calibration:', '24-APR-2023'], [50, 258], 400),
      ],
    ]);
    expect(fields).toMatchObject({
      equipmentName: 'Multifunction Process Calibrator',
      manufacturer: 'Druck',
      model: 'DPI 620 Genii',
      serialNumber: 'W10025705',
      equipmentId: '00614',
    });
  });
});

describe('a caption wrapped beside numbers of another column', () => {
  it('reads "Data da próxima" / "calibração /" / "Recalibration Due" as one caption', async () => {
    const { fields } = await extracted([
      [
        title('Certificado de calibração'),
        ...row(
          ['Equipamento / Calibration Item', 'Certificado n.º', 'CAL-35597/23'],
          [50, 308, 426],
          157,
        ),
        ...row(['Medidor de isolamento', 'Calibrado em', '10.10.2023'], [50, 308, 426], 170),
        ...row(['Tipo / Model No.', 'Número de série / Serial #'], [50, 169], 190),
        ...row(['MIT1025', '6831111', 'Data da próxima', '10.10.2025'], [50, 169, 308, 426], 199),
        ...row(['calibração /'], [308], 210),
        ...row(['TAG / Property No.', 'Recalibration Due'], [50, 308], 221),
        ...row(['LAB/8128'], [50], 230),
      ],
    ]);
    expect(fields).toMatchObject({
      serialNumber: '6831111',
      calibrationDate: '2023-10-10',
      dueDate: '2025-10-10',
    });
  });
});

describe('a caption a narrow column wrapped over three lines', () => {
  it('reads "1.3 Date du" / "prochain" / "étalonnage" as one caption, its value beside the first', async () => {
    const { fields } = await extracted([
      [
        title("Certificat d'étalonnage"),
        ...row(['1.1 Appareil', '1.2 Date de', '23/09/2023'], [50, 311, 406], 140),
        ...row(['Thermo-hygromètre', "l'étalonnage"], [50, 311], 152),
        ...row(['1.3 Date du', '23/03/2024'], [311, 406], 176),
        ...row(['1.2 Fabricant', 'prochain'], [50, 311], 188),
        ...row(['Vaisala', 'étalonnage'], [50, 311], 200),
        ...row(['1.4 Émis le', '24/09/2023'], [311, 406], 224),
      ],
    ]);
    expect(fields).toMatchObject({
      calibrationDate: '2023-09-23',
      dueDate: '2024-03-23',
      dueDateCalculated: false,
    });
  });
});

describe('captions over values beside a key/value list', () => {
  it('takes the value under a lone caption though a caption of the list beside it shares its line', async () => {
    const { fields } = await extracted([
      [
        title('Calibration Certificate'),
        ...row(
          ['Item Description:', 'Manufacturer:', 'Calibration Date', '04-May-24'],
          [50, 173, 319, 417],
          269,
        ),
        ...row(['Clamp Meter', 'Fluke'], [50, 173], 280),
        ...row(['Model No.:', 'Serial No.:'], [50, 173], 310),
        ...row(['376 FC', 'N-34/0028', 'Humidity', '41 % rh'], [50, 173, 319, 417], 321),
        ...row(['Tag No.:'], [50], 351),
        ...row(['EQ-00820', 'Result', 'In Tolerance'], [50, 319, 417], 362),
      ],
    ]);
    expect(fields).toMatchObject({
      equipmentId: 'EQ-00820',
      serialNumber: 'N-34/0028',
      result: 'Pass',
    });
  });
});

describe('a section heading that is also a caption', () => {
  it('takes its value from its section, not the town that ends the block above it', async () => {
    // "Kalibriergegenstand" heads the instrument's section and is the instrument's caption
    // under it too; the customer's address ends right above the heading.
    const { fields } = await extracted([
      [
        title('Kalibrierschein'),
        heading('Auftraggeber', 50, 174),
        ...row(['Kunde', 'Bergmann Fahrzeugtechnik AG'], [50, 94], 193),
        ...row(['Porschestraße 100'], [94], 206),
        ...row(['38440 Wolfsburg'], [94], 220),
        heading('Kalibriergegenstand', 50, 249, 11.5),
        ...row(['Kalibriergegenstand', 'Datum der', '22.10.2023'], [50, 308, 426], 268),
        ...row(['Temperaturmessgerät', 'Kalibrierung'], [50, 308], 281),
        ...row(['Fabrik-Nr.', '4370348'], [50, 160], 306),
      ],
    ]);
    expect(fields).toMatchObject({
      equipmentName: 'Temperaturmessgerät',
      serialNumber: '4370348',
    });
  });
});
