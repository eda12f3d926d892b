/** Values stated in prose, in wordings of several languages. */
import { describe, expect, it } from 'vitest';
import { paragraph, row, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const prose = (heading: string, lines: string[]) =>
  extracted([[title(heading), ...paragraph(lines, 50, 140)]]);

describe('values in sentences', () => {
  it('reads "nous attestons que l’appareil …, type …, identification …"', async () => {
    const { fields } = await prose("Certificat d'étalonnage", [
      "Nous attestons que l'appareil Manomètre numérique, fabricant Keller, type LEO 2,",
      'numéro de série 2231-17, identification MAN-0042, a été étalonné le 4 mars 2025.',
    ]);
    expect(fields).toMatchObject({
      equipmentName: 'Manomètre numérique',
      model: 'LEO 2',
      serialNumber: '2231-17',
      equipmentId: 'MAN-0042',
      calibrationDate: '2025-03-04',
    });
  });

  it('reads "si certifica che …, codice …" and "certificamos que …"', async () => {
    const italian = await prose('Certificato di taratura', [
      'Si certifica che lo strumento Termometro a infrarossi, modello IR-77, matricola',
      '88120, codice LAB-T-019, è stato tarato in data 11/02/2025.',
    ]);
    expect(italian.fields).toMatchObject({
      equipmentName: 'Termometro a infrarossi',
      equipmentId: 'LAB-T-019',
    });
    const spanish = await prose('Certificado de calibración', [
      'Certificamos que el equipo Balanza analítica, modelo AX-220, número de serie 7781,',
      'fue calibrado el 11/02/2025.',
    ]);
    expect(spanish.fields.equipmentName).toBe('Balanza analítica');
  });

  it('keeps the legal form after a comma with the owner’s name', async () => {
    const { fields } = await prose('Calibration Certificate', [
      'This is to certify that the Torque Screwdriver, model TS-50, serial number 55-A12,',
      'owned by Riverside Fasteners, Inc., was calibrated on 2025-01-20.',
    ]);
    expect(fields.customer).toBe('Riverside Fasteners, Inc.');
  });

  it('reads the owner after "Eigentum der"', async () => {
    const { fields } = await prose('Kalibrierschein', [
      'Hiermit wird bescheinigt, dass der Gegenstand Drehmomentschlüssel, Typ DS-40,',
      'Seriennummer 40-1177, Eigentum der Nordwerft Kiel AG, am 2025-01-20 kalibriert wurde.',
    ]);
    expect(fields.customer).toBe('Nordwerft Kiel AG');
  });

  it('takes a model printed in capitals without digits, not the word after "Click-Type"', async () => {
    const { fields } = await prose('Calibration Certificate', [
      'This is to certify that the Click-Type Wrench, manufactured by Norbar, model SLO',
      'TORK, serial number 77120, was calibrated on 2025-01-20.',
    ]);
    expect(fields.model).toBe('SLO TORK');
  });

  it('reads a German date with the verb at the end of the sentence', async () => {
    const { fields } = await extracted([
      [
        title('Kalibrierschein'),
        ...paragraph(['Das unten beschriebene Messgerät wurde am 19.02.2025 kalibriert.'], 50, 140),
        { text: 'Gerät:', x: 50, y: 170 },
        { text: 'Schallpegelmesser', x: 200, y: 170 },
        { text: 'Seriennummer:', x: 50, y: 185 },
        { text: 'SP-3321', x: 200, y: 185 },
      ],
    ]);
    expect(fields.calibrationDate).toBe('2025-02-19');
  });

  it('reads a temperature whose tolerance follows the unit', async () => {
    const { fields } = await prose('Calibration Certificate', [
      'The Thermometer, serial number 4410, was calibrated on 2025-01-20.',
      'The calibration took place at an ambient temperature of 23 °C ± 1 °C.',
    ]);
    expect(fields.temperature).toBe('23 °C ± 1 °C');
  });
});

describe('a row of values under a band of captions', () => {
  it('is no sentence: a model named "Model 60" is not "60" and the serial beside it', async () => {
    // Seed 43151: "Model 60" under "Typ" read as the phrase "Model 60 9811004".
    const { fields } = await extracted([
      [
        title('Werkskalibrierschein'),
        ...row(['Bezeichnung', 'Hersteller', 'Typ', 'Seriennummer'], [53, 229, 334, 416], 140),
        ...row(['Drehmomentschlüssel', 'Norbar', 'Model 60', '9811004'], [53, 229, 334, 416], 153),
        ...row(['Kalibrierdatum', '21. Januar 2023'], [53, 238], 180),
      ],
    ]);
    expect(fields).toMatchObject({ model: 'Model 60', serialNumber: '9811004' });
  });
});
