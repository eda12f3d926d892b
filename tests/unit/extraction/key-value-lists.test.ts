/**
 * Key/value lists at their edges: a caption set so close to its value that they read as one
 * cell, the value wrapped under it; the last caption of a list, a section heading under it; a
 * caption over its value beside another list; a form's numbered caption that is a caption only
 * with its number (session 48, fresh block 24: each failed on the text PDF as on the scan).
 */
import { describe, expect, it } from 'vitest';
import { extracted } from './helpers/extract.js';
import type { Text } from './helpers/build-pdf.js';

const heading: Text[] = [
  { text: "CERTIFICAT D'ÉTALONNAGE N° CE2538117", x: 150, y: 80, size: 15, bold: true },
  { text: 'Désignation: Micromètre', x: 50, y: 120 },
  { text: 'Constructeur: Mitutoyo', x: 50, y: 134 },
  { text: 'Numéro de série: 00592', x: 50, y: 148 },
  { text: "Date d'étalonnage: 05/04/2025", x: 50, y: 162 },
];

describe('a caption set against its value, the value wrapped onto the next line', () => {
  const page = (name: [string, string]): Text[] => [
    ...heading,
    { text: 'Client / Customer Data', x: 50, y: 200, size: 11, bold: true },
    { text: 'Demandeur', x: 50, y: 220, size: 10.5, bold: true },
    { text: name[0], x: 116, y: 220, size: 10.5 },
    { text: 'Submitted By', x: 50, y: 232, size: 8.4 },
    { text: name[1], x: 116, y: 234, size: 10.5 },
  ];

  it('is the whole name, its first word a caption word or not', async () => {
    // Seed 24181: "Demandeur Société" had been taken for a caption with its gloss, and the
    // customer cut to "Mécaniques de Savoie", high.
    const read = await extracted([page(['Société Nouvelle des Ateliers', 'Mécaniques de Savoie'])]);
    expect(read.fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');
    const plain = await extracted([page(['Verrerie Champenoise', 'de la Marne SARL'])]);
    expect(plain.fields.customer).toBe('Verrerie Champenoise de la Marne SARL');
  });
});

describe('the last caption of a key/value list, a section heading under it', () => {
  it('has the value beside it, far as it is', async () => {
    // Seed 24111: the heading under "Identificação" was taken for its value and refused, and
    // "QA-0886" was lost.
    const read = await extracted([
      [
        { text: 'CERTIFICADO DE CALIBRAÇÃO', x: 200, y: 80, size: 15, bold: true },
        { text: 'Identificação do instrumento', x: 50, y: 110, bold: true },
        { text: 'Instrumento', x: 53, y: 127 },
        { text: 'Micrômetro de exteriores', x: 251, y: 127 },
        { text: 'Marca', x: 53, y: 143 },
        { text: 'Mahr', x: 251, y: 143 },
        { text: 'N.º de série', x: 53, y: 159 },
        { text: '0121-0004', x: 251, y: 159 },
        { text: 'Identificação', x: 53, y: 175 },
        { text: 'QA-0886', x: 251, y: 175 },
        { text: 'Resultados da calibração', x: 50, y: 196, size: 10.5, bold: true },
        { text: 'Data da calibração: 13/04/2023', x: 50, y: 220 },
      ],
    ]);
    expect(read.fields.equipmentId).toBe('QA-0886');
    expect(read.fields.serialNumber).toBe('0121-0004');
  });
});

describe('a caption over its value, beside a list whose caption has its value run in', () => {
  it('has the value under it', async () => {
    // Seed 24291: "00631 | Data de emissão / 20 de fevereiro de 2024" had been read as a key and
    // its value under a lone caption, which then had no value.
    const read = await extracted([
      [
        { text: 'CERTIFICADO DE CALIBRAÇÃO', x: 200, y: 80, size: 15, bold: true },
        { text: 'Instrumento / Calibration Item', x: 50, y: 110, size: 7.6 },
        { text: 'Relógio comparador', x: 50, y: 120 },
        { text: 'Data de calibração / 17/02/2024', x: 311, y: 110 },
        { text: 'N.º de série / S/N', x: 50, y: 140, size: 7.6 },
        { text: 'JS73970753', x: 50, y: 150 },
        { text: 'Código interno / Tag No.', x: 50, y: 170, size: 7.6 },
        { text: '00631', x: 50, y: 181 },
        { text: 'Data de emissão / 20/02/2024', x: 311, y: 180 },
        { text: 'Date Issued', x: 311, y: 191, size: 7.6 },
      ],
    ]);
    expect(read.fields.equipmentId).toBe('00631');
    expect(read.fields.serialNumber).toBe('JS73970753');
  });
});

describe("a form's numbered caption of a word that is a caption only with a colon", () => {
  it('is a caption after its sub-item number', async () => {
    // Seed 24241: "3.3 Référence" over "FM 1000" had been no caption, and the model lost.
    const read = await extracted([
      [
        { text: "CERTIFICAT D'ÉTALONNAGE N° CE2538117", x: 150, y: 80, size: 15, bold: true },
        { text: "3. Identification de l'instrument", x: 50, y: 110, bold: true },
        { text: '3.1 Objet', x: 53, y: 127 },
        { text: '3.2 Constructeur', x: 183, y: 127 },
        { text: '3.3 Référence', x: 313, y: 127 },
        { text: '3.4 Numéro de série', x: 431, y: 127 },
        { text: 'Comparateur à cadran', x: 53, y: 143 },
        { text: 'Käfer', x: 183, y: 143 },
        { text: 'FM 1000', x: 313, y: 143 },
        { text: '5165-0003', x: 431, y: 143 },
        { text: "Date d'étalonnage: 2025-06-25", x: 50, y: 170 },
      ],
    ]);
    expect(read.fields.model).toBe('FM 1000');
    expect(read.fields.serialNumber).toBe('5165-0003');
  });

  it('is still no caption alone, where it opens values ("Référence Thermometer")', async () => {
    const read = await extracted([
      [
        { text: "CERTIFICAT D'ÉTALONNAGE N° CE2538117", x: 150, y: 80, size: 15, bold: true },
        { text: 'Désignation: Thermomètre', x: 50, y: 110 },
        { text: 'Numéro de série: 5165-0003', x: 50, y: 124 },
        { text: 'Référence', x: 50, y: 150 },
        { text: 'PT100-A', x: 200, y: 150 },
        { text: "Date d'étalonnage: 2025-06-25", x: 50, y: 170 },
      ],
    ]);
    expect(read.fields.model).toBeNull();
  });
});
