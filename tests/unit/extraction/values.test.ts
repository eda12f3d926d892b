/**
 * Cleaning a value read beside a label: "No." / "S/N" before a number is label residue, but the
 * same letters at the start of a code are part of the value.
 */
import { describe, expect, it } from 'vitest';
import { cleanValue } from '../../../src/extraction/fields/values.js';
import {
  isMisreadOwnCaption,
  isStreetAddress,
} from '../../../src/extraction/fields/value-types.js';

describe('cleanValue', () => {
  it.each([
    ['S/N 12345', '12345'],
    ['SN: 4455', '4455'],
    ['No. 123', '123'],
    ['No.12345', '12345'],
    ['N° 889', '889'],
    ['#4567', '4567'],
    ['Nr. 5566', '5566'],
    // A table's rule or a speck before the cell, read as a mark (seed 65131).
    ['?P04680244', 'P04680244'],
    ['|P04680244', 'P04680244'],
  ])('strips the number word from serial %s', (raw, clean) => {
    expect(cleanValue('serialNumber', raw)).toBe(clean);
  });

  it.each(['SN-7731042', 'SN12345', 'NOX-1234', 'NR5566'])(
    'keeps serial %s whole: the letters belong to it',
    (raw) => {
      expect(cleanValue('serialNumber', raw)).toBe(raw);
    },
  );

  it('keeps certificate numbers that start with "No" letters', () => {
    expect(cleanValue('certificateNumber', 'NOVA-2024-1')).toBe('NOVA-2024-1');
    expect(cleanValue('certificateNumber', 'Number 55-A')).toBe('55-A');
    expect(cleanValue('equipmentId', 'No. A-17')).toBe('A-17');
    expect(cleanValue('equipmentId', 'NORD-17')).toBe('NORD-17');
  });
});

describe('closing full stops on names', () => {
  it('drops a full stop after a name, keeps abbreviations', () => {
    expect(cleanValue('manufacturer', 'Fluke.')).toBe('Fluke');
    expect(cleanValue('model', 'DREMOMETER SE.')).toBe('DREMOMETER SE');
    expect(cleanValue('manufacturer', 'Mettler-Toledo Inc.')).toBe('Mettler-Toledo Inc.');
    expect(cleanValue('manufacturer', 'Acme Co.')).toBe('Acme Co.');
    expect(cleanValue('manufacturer', 'Emiliana S.p.A.')).toBe('Emiliana S.p.A.');
  });

  it("drops a scan's mark after a signatory's surname, keeps an initial's full stop", () => {
    expect(cleanValue('technician', 'Ing. Luca Ferrari’')).toBe('Ing. Luca Ferrari');
    expect(cleanValue('technician', 'Jürgen Hoffmann.')).toBe('Jürgen Hoffmann');
    expect(cleanValue('technician', 'Hoffmann J.')).toBe('Hoffmann J.');
    expect(cleanValue('technician', 'John Smith Jr.')).toBe('John Smith Jr.');
  });
});

describe('what OCR and joined lines add to a value', () => {
  it('drops an opening quotation mark that nothing closes, keeps a quoted name', () => {
    expect(cleanValue('manufacturer', '„Käfer')).toBe('Käfer');
    expect(cleanValue('customer', '"Acme" Tooling Ltd')).toBe('"Acme" Tooling Ltd');
  });

  it('drops a closing quotation mark that nothing opened after a word, keeps an inch', () => {
    // Seed 64121: a speck after the lab's legal form read as a quote.
    expect(cleanValue('calibrationLab', 'Kalibrierlabor Elbe-Weser GmbH"')).toBe(
      'Kalibrierlabor Elbe-Weser GmbH',
    );
    expect(cleanValue('equipmentName', 'Micrometer 0-1"')).toBe('Micrometer 0-1"');
    expect(cleanValue('customer', 'Tooling "Acme"')).toBe('Tooling "Acme"');
  });

  it('drops an exclamation mark closing a value: a certificate does not exclaim', () => {
    // Seed 66171: the edge of the next box's number under an overflowing name.
    expect(cleanValue('equipmentName', 'Isolationswiderstandsmessgerät!')).toBe(
      'Isolationswiderstandsmessgerät',
    );
  });

  it("drops a hyphen after a closing full stop, keeps a code's hyphen", () => {
    expect(cleanValue('customer', 'Northwind Manufacturing Co.-')).toBe(
      'Northwind Manufacturing Co.',
    );
    expect(cleanValue('serialNumber', 'AB-12-')).toBe('AB-12-');
  });

  it('drops a bracketed caption joined to a name from the line below', () => {
    expect(cleanValue('customer', 'Northwind Manufacturing Co. (Calibration place)')).toBe(
      'Northwind Manufacturing Co.',
    );
    expect(cleanValue('customer', 'Officine Rossi S.p.A. (Luogo di taratura)')).toBe(
      'Officine Rossi S.p.A.',
    );
    expect(cleanValue('customer', 'Acme (UK) Ltd')).toBe('Acme (UK) Ltd');
    expect(cleanValue('customer', 'Harlow Precision (Harlow)')).toBe('Harlow Precision (Harlow)');
  });

  it("joins a name's legal form a scan's space parted, and leaves whole forms alone", () => {
    // Session 64, seed 63081: "Harlow Precision Engineering L td".
    expect(cleanValue('customer', 'Harlow Precision Engineering L td')).toBe(
      'Harlow Precision Engineering Ltd',
    );
    expect(cleanValue('calibrationLab', 'Kalibrierdienst Nord Gmb H')).toBe(
      'Kalibrierdienst Nord GmbH',
    );
    expect(cleanValue('customer', 'Industrias del Norte S A')).toBe('Industrias del Norte S A');
    expect(cleanValue('customer', 'Acme Instruments Pty Ltd')).toBe('Acme Instruments Pty Ltd');
    expect(cleanValue('customer', 'Stadtwerke Bad H')).toBe('Stadtwerke Bad H');
  });

  it('ends a name at its legal form when its address follows on the line', () => {
    expect(
      cleanValue(
        'calibrationLab',
        'Laboratorio Taratura Adriatico S.r.l. - Via del Porto 88, 60121 Ancona',
      ),
    ).toBe('Laboratorio Taratura Adriatico S.r.l.');
    expect(cleanValue('calibrationLab', 'Calibração Paulista Ltda. Av. Presidente Wilson')).toBe(
      'Calibração Paulista Ltda.',
    );
    expect(cleanValue('customer', 'Calibraciones del Levante S.A. de C.V.')).toBe(
      'Calibraciones del Levante S.A. de C.V.',
    );
    expect(cleanValue('customer', 'Acme Ltd Calibration Division')).toBe(
      'Acme Ltd Calibration Division',
    );
  });
});

describe("a field's own caption misread as its value", () => {
  it('is the caption one look-alike letter off, not the caption itself or a name', () => {
    expect(isMisreadOwnCaption('manufacturer', 'Manufaclurer')).toBe(true);
    // A sample certificate's placeholder maker "Hersteller" is printed, not misread.
    expect(isMisreadOwnCaption('manufacturer', 'Hersteller')).toBe(false);
    expect(isMisreadOwnCaption('manufacturer', 'Sartorius')).toBe(false);
    // Another field's caption is no misreading of this one's.
    expect(isMisreadOwnCaption('model', 'Manufaclurer')).toBe(false);
  });
});

describe('street addresses', () => {
  it.each([
    '5 boulevard des Ateliers, 44300 Nantes',
    'Rua do Freixo 1071, 4300-219 Porto',
    'Am Godorfer Hafen 3, 50997 Köln',
    // A street named for a date of long ago is a street still.
    'Rue du 8 Mai 1945, 75010 Paris',
  ])('"%s" is an address', (text) => {
    expect(isStreetAddress(text)).toBe(true);
  });

  it('is no row of dates, a month read as a street, its year as a postcode', () => {
    // Session 58, block 50: a maker beside two dates passed for a name opening its address, and
    // the instrument's name above it became the laboratory.
    expect(isStreetAddress('Ohaus October 10, 2025 October 11, 2025')).toBe(false);
    expect(isStreetAddress('10 October 2025 11 October 2025')).toBe(false);
  });
});
