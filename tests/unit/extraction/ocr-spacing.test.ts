/** What a scan does to identifiers, undone on a scanned page's candidates. */
import { describe, expect, it } from 'vitest';
import type { Candidate, CandidateField } from '../../../src/extraction/fields/candidate.js';
import { closeOcrGaps } from '../../../src/extraction/fields/ocr-spacing.js';

function read(field: CandidateField, value: string): string {
  const candidate: Candidate = {
    field,
    value,
    label: 'label',
    method: 'right',
    generic: false,
    unit: null,
    page: 1,
    x: 0,
    y: 0,
    line: 0,
    x1: 10,
    size: 9,
  };
  return closeOcrGaps(candidate).value;
}

describe("a scan's spaces and letters in identifiers", () => {
  it.each([
    ['serialNumber', '022721 128762', '022721128762'],
    ['model', 'CMP 1 1', 'CMP 11'],
    ['model', 'Cubis Il MCA225S', 'Cubis II MCA225S'],
    ['model', 'Series lII', 'Series III'],
    ['model', 'DS0X1204G', 'DSOX1204G'],
    ['customer', 'Hollis & Partners Engineering Lid', 'Hollis & Partners Engineering Ltd'],
    ['calibrationLab', 'Verrerie Champenoise SARI', 'Verrerie Champenoise SARL'],
    ['customer', 'Aceros del Norte S.A,', 'Aceros del Norte S.A.'],
    // Session 58, block 49: "Co." read with a comma (the address had been joined to it, high).
    ['customer', 'Northwind Manufacturing Co,', 'Northwind Manufacturing Co.'],
    ['certificateNumber', 'oO CE2499589', 'CE2499589'],
    // Session 45, seed 18101: an asset number's prefix parted into lone capitals, marked high.
    ['equipmentId', 'P M 3762', 'PM 3762'],
    // Session 61, blocks 55 and 56: a prefix parted before its slash (high both times).
    ['equipmentId', 'LA B/5476', 'LAB/5476'],
    // Session 61, block 56: a hyphen's one-sided space closed, the code's "]" is then its J.
    ['serialNumber', '88] -0098', '88J-0098'],
    // Session 61, block 55: the German calibration mark's thin hyphen lost.
    ['certificateNumber', '91251 DK 24', '91251 D-K 24'],
    [
      'calibrationLab',
      'Servicios Metrológicos del Bajío S. de R.L. deC.V.',
      'Servicios Metrológicos del Bajío S. de R.L. de C.V.',
    ],
    [
      'customer',
      'Autopartes y Ensambles del Centro S.A.deC.V.',
      'Autopartes y Ensambles del Centro S.A. de C.V.',
    ],
    ['customer', 'A ciéries de Lorraine', 'Aciéries de Lorraine'],
    // Session 68, block 71 (seed 71201): the form's last letters read small, its words wrapped.
    [
      'customer',
      'Autopartes y Ensambles del Centro S.A. de c.v.',
      'Autopartes y Ensambles del Centro S.A. de C.V.',
    ],
    // Session 68, block 71 (seed 71091): the middle stop read as a space, the last lost.
    ['calibrationLab', 'Calibraciones del Levante S A', 'Calibraciones del Levante S.A.'],
    // Session 68, block 71 (seed 71211): an I read as a bar after a model's capitals.
    ['model', 'DP| 612', 'DPI 612'],
    // A bar between a code's letters and its digits may part them: it stays.
    ['serialNumber', 'AB|1234', 'AB|1234'],
    // Session 45, seed 18001.
    [
      'customer',
      'Industrias Plásticas de Occidente S.A. de CV.',
      'Industrias Plásticas de Occidente S.A. de C.V.',
    ],
    // Session 75, block 85 (seed 85041): its last stop read as a comma too, marked high.
    [
      'customer',
      'Industrias Plásticas de Occidente S.A. de CV,',
      'Industrias Plásticas de Occidente S.A. de C.V.',
    ],
    // Session 49, block 26: the form's stop read as a comma, or doubled (both marked high).
    [
      'customer',
      'Industrias Plásticas de Occidente S.A, de C.V.',
      'Industrias Plásticas de Occidente S.A. de C.V.',
    ],
    [
      'customer',
      'Autopartes y Ensambles del Centro S.A..de C.V.',
      'Autopartes y Ensambles del Centro S.A. de C.V.',
    ],
    [
      'calibrationLab',
      'Servicios Metrológicos del Bajío S. de R.L, de C.V.',
      'Servicios Metrológicos del Bajío S. de R.L. de C.V.',
    ],
    ['equipmentId', 'INV -2019-036', 'INV-2019-036'],
    ['equipmentId', 'CAL- AHD-08', 'CAL-AHD-08'],
    ['serialNumber', '03458]', '03458J'],
    ['equipmentId', 'EQ-002 65', 'EQ-00265'],
    ['serialNumber', '4237SK 56457', '4237SK56457'],
    ['model', 'MC6-Ex-', 'MC6-Ex'],
    ['certificateNumber', '8 647-202 3', '8647-2023'],
    ['equipmentId', 'CAL-CV]-08', 'CAL-CVJ-08'],
    ['serialNumber', '5395L)14226', '5395LJ14226'],
    ['serialNumber', '5395L) 14226', '5395LJ14226'],
    // Session 53, block 40: the J's bracket and the white under its hook before a capital.
    ['serialNumber', '9513) W69901', '9513JW69901'],
    ['humidity', '(38 = 10) % HR', '(38 ± 10) % HR'],
    ['technician', 'M, Girard', 'M. Girard'],
    ['equipmentName', 'Termômetro. digital', 'Termômetro digital'],
    // Session 46, block 19: a J read as a bracket after a hyphen; a serial parted between two
    // slanted capitals (marked high).
    ['equipmentId', 'CAL-]BD-04', 'CAL-JBD-04'],
    ['serialNumber', '2810Y V26297', '2810YV26297'],
    ['model', 'TWIN-CAL 1P67', 'TWIN-CAL IP67'],
    // Session 47, blocks 21 and 22.
    ['serialNumber', '¥X03589368', 'YX03589368'],
    ['certificateNumber', '37979 D-K. 23', '37979 D-K 23'],
    [
      'customer',
      'Companhia Industrial de Componentes Elétricos SA.',
      'Companhia Industrial de Componentes Elétricos S.A.',
    ],
    ['calibrationDate', '124 July 2023', '24 July 2023'],
    // Session 48, blocks 24 and 25: a short prefix ending in a slanted capital, the white
    // beside its diagonal read as a space.
    ['serialNumber', 'Y 06548425', 'Y06548425'],
    ['serialNumber', 'SY 44289013', 'SY44289013'],
    ['equipmentId', 'PA 56401158', 'PA56401158'],
    // "M&TE", its ampersand read as a letter or a space (sessions 48 and 50).
    ['equipmentId', 'MSTE-4252', 'M&TE-4252'],
    ['equipmentId', 'ME TE-4946', 'M&TE-4946'],
    [
      'customer',
      'Norddeutsche Präzisionsmechanik GmbH &Co. KG',
      'Norddeutsche Präzisionsmechanik GmbH & Co. KG',
    ],
    [
      'customer',
      'Norddeutsche Präzisionsmechanik GmbH & Co.KG',
      'Norddeutsche Präzisionsmechanik GmbH & Co. KG',
    ],
    // Session 52, blocks 35 and 37: a slash spaced from its prefix; a J read as a bracket and
    // a small j, and a capital read twice.
    ['certificateNumber', 'MSR /2025/0765', 'MSR/2025/0765'],
    ['serialNumber', '1512F)j42159', '1512FJ42159'],
    ['serialNumber', '1512FJj42159', '1512FJ42159'],
    // A round or slanted capital read a size too small among capitals.
    ['equipmentId', 'CAL-UWw-03', 'CAL-UWW-03'],
    ['certificateNumber', 'MSo/2024/118', 'MSO/2024/118'],
    // A speck after a code read as a full stop.
    ['serialNumber', '07791M.', '07791M'],
    // A C read as the euro sign.
    ['certificateNumber', '€-2024-01791', 'C-2024-01791'],
    // An S read as the dollar sign: after its own S, the S read twice (session 55, block 45).
    ['serialNumber', 'S$70018868', 'S70018868'],
    // Session 56, seed 47241: a J's hook read as a bracket that closes none opened.
    ['serialNumber', '08348)', '08348J'],
    // Session 56, seed 47181: a legal form in small letters after a capitalised name, before a
    // bracketed remark.
    [
      'customer',
      'Great Lakes Precision Components Manufacturing inc. (Calibration place)',
      'Great Lakes Precision Components Manufacturing Inc. (Calibration place)',
    ],
    ['customer', 'Hollis Engineering ltd', 'Hollis Engineering Ltd'],
    // Session 56, blocks 45 and 47: a speck read as a degree sign after an ID; a German
    // calibration mark's year glued to it.
    ['equipmentId', 'QA-0584°', 'QA-0584'],
    ['certificateNumber', '72392 D-K25', '72392 D-K 25'],
    // A model's microlitres wrapped under its volume, the µ read as H (session 55, block 44).
    ['model', 'Tacta 100-1000 HL', 'Tacta 100-1000 µL'],
    // A speck after a name read as a closing quote (session 55, block 45).
    ['equipmentName', 'Digitale Bügelmessschraube’', 'Digitale Bügelmessschraube'],
    ['equipmentId', 'LAB-$T-04', 'LAB-ST-04'],
    // Session 57, block 48: a J's hook read as a bracket before the J read too; the white under
    // the hook after a prefix of capitals; a thousand nanolitres; "ISO" read as digits.
    ['equipmentId', 'CAL-E)JC-08', 'CAL-EJC-08'],
    ['serialNumber', 'E] 88856766', 'EJ88856766'],
    ['model', 'Research plus 100-1000 nL', 'Research plus 100-1000 µL'],
    ['procedure', '150 8655-6:2022', 'ISO 8655-6:2022'],
    ['procedure', '1SO/IEC 17025', 'ISO/IEC 17025'],
    // Session 58, block 49: a J opening a code read as a bracket.
    ['serialNumber', ']-65/0086', 'J-65/0086'],
    ['equipmentId', ')K-2210', 'JK-2210'],
    // Session 58, block 49: a hyphen read as a word of its own between a prefix and a number.
    ['equipmentId', 'M&TE - 8072', 'M&TE-8072'],
    ['serialNumber', 'SN - 20931', 'SN-20931'],
    ['model', 'CD -15APX', 'CD-15APX'],
    ['certificateNumber', 'KS$S-82953/25', 'KS-82953/25'],
    [
      'customer',
      'Indústrias Metalúrgicas. do Norte, S.A.',
      'Indústrias Metalúrgicas do Norte, S.A.',
    ],
    ['model', 'DPI 104-IS', 'DPI 104-IS'],
  ] as const)('%s "%s" reads "%s"', (field, value, expected) => {
    expect(read(field, value)).toBe(expected);
  });

  it.each([
    ['serialNumber', 'SY 2484 AB'],
    // Nanolitres below a thousand are nanolitres; a method numbered with 150 is not ISO's.
    ['model', 'Nano 50-500 nL'],
    ['procedure', 'PR-150 rev. 2'],
    ['procedure', 'Method 150'],
    // A bracket that opened, or a note of several words, is printed.
    ['equipmentId', '(QA-12) B1234'],
    ['equipmentId', 'Rack 3) B12'],
    // A quote that closes one opened is printed.
    ['model', 'Modell „Kompakt”'],
    // A small letter that echoes no capital, or one of several small letters, is printed.
    ['serialNumber', 'AB1c234'],
    ['serialNumber', 'Ab12Cc'],
    // A small letter unlike its capital, or in a code of several words, is printed.
    ['serialNumber', 'ABk123'],
    ['equipmentId', 'Rack Ws-12'],
    ['equipmentId', 'Rack 3.'],
    ['certificateNumber', 'LAT 247 / 25/0661'],
    ['equipmentId', 'MTE-4252'],
    ['equipmentId', 'M&TE-4252'],
    ['equipmentName', 'MSTE-4252'],
    ['model', 'PIPETMAN L P200L'],
    ['equipmentName', 'Il termometro'],
    ['model', 'Fluke 87 V'],
    ['certificateNumber', 'LAT 247 - 25/0661'],
    // A capital O opening a code may be printed ("O 4471"); only a lower-case one is a speck.
    ['certificateNumber', 'O 4471-25'],
    ['serialNumber', 'AB -12 CD'],
    // A zero between capitals of a serial number is a digit as often as not.
    ['serialNumber', 'AB0C123'],
    ['model', 'MS044'],
    // A company's name opening with a vowel word before a connector or a capitalised word.
    ['customer', 'O Boticário Lda.'],
    ['customer', 'A de Sousa Lda.'],
    // A last word that is no legal form one look-alike letter away.
    ['customer', 'Great Lakes Tea'],
    ['customer', 'Metrolab Lusitânia, Lda.'],
    // A bracket the code opened is printed.
    ['equipmentId', 'RACK[3]'],
    ['serialNumber', 'AB(3)12'],
    // A prefix without a digit is a word of its own.
    ['serialNumber', 'SN 12345'],
    ['serialNumber', 'E 98/0045'],
    ['equipmentId', 'A BC 1234'],
    // A form printed without its stops.
    ['customer', 'Plásticos del Norte SA de CV'],
    ['customer', 'Metalúrgica Lusitana SA'],
    ['certificateNumber', 'D-K. 15070'],
    // A code's number groups of several digits each, and a surname before its initial.
    ['certificateNumber', '12452 D-K 25'],
    ['technician', 'Girard, M'],
    // An abbreviation's full stop.
    ['equipmentName', 'Therm. digital'],
    // Two slanted capitals with a word of letters only on one side, or capitals that do not
    // slant, are spaced as printed.
    ['serialNumber', 'SY V2484'],
    ['serialNumber', 'SN 12345'],
    ['serialNumber', 'MAY 123'],
    ['serialNumber', 'ABCY 12345'],
    ['model', 'Y 06548425'],
    ['serialNumber', '2810B V26297'],
    ['model', 'X-21P67'],
    ['calibrationDate', '12 July 2023'],
    ['calibrationDate', '1 July 2023'],
    // A bracket a code opened, and a name written in small letters throughout.
    ['serialNumber', 'AB(12)'],
    ['customer', 'acme widgets inc.'],
  ] as const)('leaves %s "%s" as printed', (field, value) => {
    expect(read(field, value)).toBe(value);
  });
});
