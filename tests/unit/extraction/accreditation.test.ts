/** Accreditation: body and number as the register writes them, whatever surrounds them. */
import { describe, expect, it } from 'vitest';
import { findAccreditation } from '../../../src/extraction/fields/organisations.js';

describe('accreditation', () => {
  it.each([
    ['Laboratório acreditado pela Cgcre sob o número CAL 0712', 'Cgcre CAL 0712'],
    // RBC is the network of Brazilian labs; Cgcre is the body that accredits them.
    ['RBC / Cgcre — CAL 0712', 'Cgcre CAL 0712'],
    ['Rede Brasileira de Calibração RBC CAL 0712', 'Cgcre CAL 0712'],
    ['Accredited by A2LA, certificate 4471.02', 'A2LA 4471.02'],
    // Session 51, seed 33071: the space after "LAT" read as a hyphen on a scan.
    ['Centro di taratura ACCREDIA LAT-N° 231', 'ACCREDIA LAT N° 231'],
  ])('%s → %s', (text, expected) => {
    expect(findAccreditation(text)).toBe(expected);
  });
});
