/**
 * What a scanned certificate still says where the recogniser garbled a caption or parted a
 * sentence (session 46, fresh block 19): the instrument's maker under a caption read past
 * recognition (seed 19221, "C oslLt'ullore" over "Chauvin A moux"), and the conformity statement
 * under a standards table whose gap parted it in two cells (seed 19101).
 */
import { describe, expect, it } from 'vitest';
import {
  analyseScannedPage,
  analyseScannedPages,
  extractionOf,
  scannedRow as row,
} from './helpers/scanned-page.js';

/** The letterhead, the titled number and the calibration date of a certificate. */
function headOf(number: string) {
  return [
    ...row([['Metrologia Emiliana S.p.A.', 50]], 28, 16),
    ...row([[`Rapporto di taratura N. ${number}`, 183]], 103, 17),
    ...row(
      [
        ['Data taratura', 53],
        ['11/02/2025', 252],
      ],
      234,
    ),
  ];
}

const head = headOf('0837/2025');

/** The instrument's row under a band of captions, the second one garbled. */
function instrument(maker: string, caption = "C oslLt'ullore", serial = '18/5941') {
  return [
    ...row(
      [
        ['Descrizione', 53],
        [caption, 172],
        ['Modello', 272],
        ['Matricola', 359],
      ],
      311,
    ),
    ...row(
      [
        ['Megaohmmetro', 53],
        [maker, 172],
        ['C.A 6505', 273],
        [serial, 360],
      ],
      329,
    ),
  ];
}

describe('a maker under a caption the scan garbled', () => {
  it('is the one maker of the list the certificate names, as a guess', () => {
    const read = extractionOf(analyseScannedPage([...head, ...instrument('Chauvin A moux')]));
    expect(read.fields.manufacturer).toBe('Chauvin Arnoux');
    expect(read.confidence.manufacturer).toBe('low');
    expect(read.fields.serialNumber).toBe('18/5941');
  });

  it('is nobody where the page names two makers', () => {
    const other = row(
      [
        ['Calibratore di riferimento', 50],
        ['Fluke', 250],
      ],
      420,
    );
    const page = [...head, ...instrument('Chauvin Arnoux'), ...other];
    expect(extractionOf(analyseScannedPage(page)).fields.manufacturer).toBeNull();
  });
});

describe("a maker under a garbled caption in one certificate of a file's several", () => {
  it("is the one maker that certificate's pages name, though another certificate names its own", () => {
    // Session 58, block 51: the third certificate's "Produttore" read "Pi odulloi e"; the
    // file's other certificates had their makers captioned, so the third had none.
    const certificate = (number: string, caption: string, maker: string, serial: string) => [
      ...headOf(number),
      ...instrument(maker, caption, serial),
      ...row([['Pagina 1 di 1', 500]], 813, 8),
    ];
    const read = extractionOf(
      analyseScannedPages(
        certificate('0837/2025', 'Costruttore', 'Keysight', '18/5941'),
        certificate('0838/2025', 'Pi odulloi e', 'Chauvin A moux', '18/5942'),
      ),
    );
    expect(read.items.map((item) => item.serialNumber)).toEqual(['18/5941', '18/5942']);
    expect(read.items.map((item) => item.manufacturer)).toEqual(['Keysight', 'Chauvin Arnoux']);
  });
});

describe('a conformity statement a gap parted in two cells', () => {
  it('is read under a standards table', () => {
    const page = [
      ...head,
      ...instrument('Chauvin Arnoux'),
      ...row([['Patrones utilizados', 51]], 437, 9.5),
      ...row(
        [
          ['Descripción', 50],
          ['Fabricante', 112],
          ['Modelo', 173],
          ['N° de serie', 235],
          ['Calibrado', 421],
          ['Próxima cal.', 483],
        ],
        453,
        7.5,
      ),
      ...row(
        [
          ['Contador', 50],
          ['Keysight', 112],
          ['53230A', 174],
          ['02196E', 235],
          ['2024-09-15', 421],
          ['2025-09-15', 483],
        ],
        464,
        7.5,
      ),
      ...row([['universal', 52]], 472, 7.5),
      ...row(
        [
          ['El instrumento', 50],
          ['se encuentra conforme con las especificaciones del fabricante.', 130],
        ],
        490,
        7.5,
      ),
    ];
    expect(extractionOf(analyseScannedPage(page)).fields.result).toBe('Pass');
  });
});
