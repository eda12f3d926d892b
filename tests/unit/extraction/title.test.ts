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
});
