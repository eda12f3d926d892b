/**
 * A customer's name wrapped onto a second line that the scan measured in another size (session
 * 50, fresh block 28). The page is cut to the lines that matter from the seed's reading.
 */
import { describe, expect, it } from 'vitest';
import { analyseScannedPage, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

/** A French form with its customer block under a stacked caption, the name in two lines. */
function customerBlock(first: string, second: string, secondSize: number, after: string[] = []) {
  return [
    ...row([['Métrologie Services Rhône SAS', 50]], 44, 13.5),
    ...row([["Certificat d'étalonnage", 232]], 107, 15),
    ...row([['25-ET-03303', 269]], 136, 11.5),
    ...row(
      [
        ['Appareil', 50],
        ['Manomètre', 121],
      ],
      153,
      7.5,
    ),
    ...row(
      [
        ['Fabricant', 50],
        ['WIKA', 121],
      ],
      174,
      7.5,
    ),
    ...row(
      [
        ['Numéro de série', 50],
        ['KA64831269', 121],
      ],
      213,
      7.5,
    ),
    ...row([['Demandeur', 50]], 276, 6),
    ...row([['Customer', 50]], 283, 6),
    ...row([[first, 50]], 292, 7.5),
    ...row([[second, 50]], 302, secondSize),
    ...after.flatMap((text, index) => row([[text, 50]], 312 + index * 10, 7.5)),
    ...row([['Page 1 sur 1', 511]], 813, 7.5),
  ];
}

describe("an organisation's last line, measured a point larger", () => {
  it('goes on with the name', () => {
    // Seed 28271: "Mécaniques de Savoie" measured at 8.5 pt under "Société Nouvelle des
    // Ateliers" at 7.5: the customer had been cut to its first line, marked high.
    const read = extractionOf(
      analyseScannedPage(
        customerBlock('Société Nouvelle des Ateliers', 'Mécaniques de Savoie', 8.5),
      ),
    );
    expect(read.fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');
  });

  it('stays apart from a name that has reached its legal form', () => {
    const read = extractionOf(
      analyseScannedPage(customerBlock('Harlow Precision Engineering Ltd', 'Pinnacles West', 8.5)),
    );
    expect(read.fields.customer).toBe('Harlow Precision Engineering Ltd');
  });

  it('stays apart when more lines follow it', () => {
    // An address block: the line measured larger is not the name's last line.
    const read = extractionOf(
      analyseScannedPage(
        customerBlock('Société Nouvelle des Ateliers', 'Zone Industrielle Nord', 8.5, [
          '73000 Chambéry',
        ]),
      ),
    );
    expect(read.fields.customer).toBe('Société Nouvelle des Ateliers');
  });
});
