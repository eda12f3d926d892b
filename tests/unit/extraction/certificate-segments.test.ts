/**
 * A file of two certificates whose page counters a scan garbled past reading ("Page 1lofl",
 * "Pagel"): each titled page prints its own certificate number over its own instrument, and
 * that is what tells the second certificate from a second page of the first (session 45, seed
 * 17061: the first certificate had become the second's instrument).
 */
import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import { analyseScannedPages, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

const firstPage = [
  ...row([['TVM23-9172', 516]], 36, 8),
  ...row([['NCL', 67]], 44, 13.5),
  ...row([['CALIBRATION CERTIFICATE', 215]], 94, 14),
  ...row([['Client', 50]], 113, 6.5),
  ...row([['Great Lakes Precision', 50]], 123, 8),
  ...row([['Components Manufacturing Inc.', 50]], 133, 8),
  ...row(
    [
      ['Date Calibrated', 53],
      ['December 6, 2023', 156],
      ['Calibrated By', 309],
      ['Oliver Bennett', 412],
    ],
    156,
    8,
  ),
  ...row(
    [
      ['Overall result', 53],
      ['In Tolerance', 156],
    ],
    186,
    8,
  ),
  ...row(
    [
      ['Description', 53],
      ['Manufacturer', 192],
      ['Model', 332],
      ['Serial Number', 445],
    ],
    220,
    8,
  ),
  ...row(
    [
      ['Multifunction Process Calibrator', 53],
      ['Druck', 192],
      ['DPI 620 Genii', 332],
      ['00406', 445],
    ],
    235,
    8,
  ),
  ...row([['This certificate is issued by Northbridge Calibration Ltd.', 50]], 338, 8),
  ...row([['Page 1lofl', 527]], 764, 8),
];

/**
 * A second titled page: its number printed under the title (or, `captioned`, under a
 * "Certificate Number" caption below the instrument), its instrument in one row.
 */
function titledPage(number: string, serial: string, captioned = false) {
  return [
    ...row([['NCL', 68]], 44, 13.5),
    ...row([['Certificate of Calibration', 228]], 94, 15),
    ...(captioned ? [] : row([[number, 285]], 112, 11.5)),
    ...row([['Client', 50]], 129, 6.5),
    ...row([['Great Lakes Precision', 50]], 138, 8),
    ...row([['Components Manufacturing Inc.', 50]], 148, 8),
    ...row(
      [
        ['Date Calibrated', 54],
        ['June 18 to 19, 2023', 258],
      ],
      186,
      8,
    ),
    ...row(
      [
        ['Overall result', 53],
        ['FAIL', 258],
      ],
      201,
      8,
    ),
    ...row(
      [
        ['Description', 53],
        ['Manufacturer', 163],
        ['Model', 278],
        ['Serial Number', 371],
        ['Asset No.', 467],
      ],
      236,
      8,
    ),
    ...row(
      [
        ['Optical Tachometer', 53],
        ['Monarch', 163],
        ['PLT200', 278],
        [serial, 371],
        ['QA-0251', 468],
      ],
      251,
      8,
    ),
    // Seed 19091: the number in a band of captions under the instrument, far from the title.
    ...(captioned
      ? [
          ...row(
            [
              ['Certificate Number', 53],
              ['Date Issued', 246],
            ],
            290,
            8,
          ),
          ...row(
            [
              [number, 53],
              ['June 21, 2023', 246],
            ],
            305,
            8,
          ),
        ]
      : []),
    ...row([['This certificate is issued by Northbridge Calibration Ltd.', 50]], 354, 8),
    ...row([['Pagel', 527]], 764, 8),
  ];
}

describe('certificates of one file whose page counters cannot be read', () => {
  it('starts a certificate at a titled page with its own number and its own instrument', () => {
    const read = extractionOf(analyseScannedPages(firstPage, titledPage('74952/23', '7395292')));
    expect(read.items).toHaveLength(2);
    expect(read.items.map((item) => item.certificateNumber)).toEqual(['TVM23-9172', '74952/23']);
    expect(read.items.map((item) => item.serialNumber)).toEqual(['00406', '7395292']);
    expect(read.items.map((item) => item.calibrationDate)).toEqual(['2023-12-06', '2023-06-19']);
    expect(read.items.map((item) => item.result)).toEqual(['Pass', 'Fail']);
    // The first certificate's instrument has no asset number: not the second's.
    expect(read.items[0]!.equipmentId).toBeNull();
  });

  it('starts a certificate at a titled page whose own number stands under its caption', () => {
    // Seed 19091: the third certificate's page ("Pagel") had become the second's.
    const read = extractionOf(
      analyseScannedPages(firstPage, titledPage('CAL-252256-07', '7395292', true)),
    );
    expect(read.items.map((item) => item.certificateNumber)).toEqual([
      'TVM23-9172',
      'CAL-252256-07',
    ]);
    expect(read.items.map((item) => item.result)).toEqual(['Pass', 'Fail']);
  });

  it("keeps a later page that repeats the certificate's number as its page", () => {
    for (const captioned of [false, true]) {
      const read = extractionOf(
        analyseScannedPages(firstPage, titledPage('TVM23-9172', '7395292', captioned)),
      );
      expect(new Set(read.items.map((item) => item.certificateNumber))).toEqual(
        new Set(['TVM23-9172']),
      );
    }
  });

  it('starts a certificate at a "Page 1" after a titled page whose counter lost its digits', () => {
    // Session 47, block 22: the first certificate's "Page 1 of 1" read as "Page"; the second's
    // "Page 1 of 2" had been taken for the file's first counted page (after a cover page).
    const counted = (page: TextRun[], counter: string) => [
      ...page.filter((run) => run.y < 700),
      ...row([[counter, 510]], 764, 8),
    ];
    const read = extractionOf(
      analyseScannedPages(
        counted(firstPage, 'Page'),
        counted(titledPage('74952/23', '7395292'), 'Page 1 of 1'),
      ),
    );
    expect(read.items.map((item) => item.certificateNumber)).toEqual(['TVM23-9172', '74952/23']);
    expect(read.items.map((item) => item.serialNumber)).toEqual(['00406', '7395292']);
    // The same instrument under another number is still the first certificate's page.
    const same = extractionOf(
      analyseScannedPages(
        counted(firstPage, 'Page'),
        counted(titledPage('74952/23', '00406'), 'Page 1 of 1'),
      ),
    );
    expect(same.items).toHaveLength(1);
  });

  it('keeps a later page that names the same instrument under another number', () => {
    // A certificate's page of results headed with a report number of its own.
    const read = extractionOf(analyseScannedPages(firstPage, titledPage('74952/23', '00406')));
    expect(read.items).toHaveLength(1);
    expect(read.items[0]!.serialNumber).toBe('00406');
  });
  it('knows the first instrument by a serial read in one cell with its caption', () => {
    // Tuning seed 251's scan: "N. di serie / Serial Number Y71299607" read as one cell, no
    // colon. Its serial did not count as the page's, so the second certificate (its counter
    // unread) became the first's page, and the first took the second's number and due date.
    const firstSerialInCaption = [
      ...firstPage.filter((run) => run.y !== 220 && run.y !== 235),
      ...row([['Multifunction Process Calibrator', 53]], 220, 8),
      ...row([['N. di serie / Serial Number 00406', 53]], 235, 8),
    ];
    const read = extractionOf(
      analyseScannedPages(firstSerialInCaption, titledPage('74952/23', '7395292')),
    );
    expect(read.items.map((item) => item.certificateNumber)).toEqual(['TVM23-9172', '74952/23']);
    expect(read.items.map((item) => item.serialNumber)).toEqual(['00406', '7395292']);
  });
});
