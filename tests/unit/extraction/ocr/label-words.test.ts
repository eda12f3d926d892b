import { describe, expect, it } from 'vitest';
import { correctLabelWords } from '../../../../src/extraction/ocr/label-words.js';

const read = (line: string, confidence = 90) =>
  correctLabelWords(
    line.split(' '),
    line.split(' ').map(() => confidence),
  )
    // A word joined to the one before it comes back empty.
    .filter((word) => word !== '')
    .join(' ');

/** The line's readings, each at its own confidence, corrected; joined words' parts dropped. */
const joined = (line: string, confidences: number[]) =>
  correctLabelWords(line.split(' '), confidences)
    .filter((word) => word !== '')
    .join(' ');

describe('correctLabelWords (OCR readings near a label word)', () => {
  it.each([
    ['Data taraturd 06/12/2024', 'Data taratura 06/12/2024'],
    ['Data di emissiome 13/12/2024', 'Data di emissione 13/12/2024'],
    // Session 47, block 22: an arch and a stem read as "ri".
    ['Unit Urider Test Analysenwaage', 'Unit Under Test Analysenwaage'],
    // Session 47, block 23: the word after an elided article.
    ["Date de l'étalunnaye 20/11/2024", "Date de l'etalonnage 20/11/2024"],
    // Session 51, seed 32221: one letter from "calibração" and from "calibrado"; only the
    // first completes the caption.
    ['Data de calibracdo: 09/11/2025', 'Data de calibracao: 09/11/2025'],
    // Session 61, seed 56001: a "ü" read as "ii" and a letter added, two misreadings in one
    // long word; the technician's caption was lost.
    ['Durchgefiithrt von: Jürgen Hoffmann', 'Durchgefuhrt von: Jürgen Hoffmann'],
  ])('completes a label of several words: %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('corrects a caption word of sixteen letters or more three letters off', () => {
    // Session 68, block 70 (seed 70221): "Zertifikatsnummer" read "Zerlilikalshnummer", three
    // thin letters read "l" and an "h" added; the certificate's number was lost.
    expect(read('Zerlilikalshnummer 2023-30881', 60)).toBe('Zertifikatsnummer 2023-30881');
    // Shorter, three letters off is another word.
    expect(read('Kalibraerdoxum 08.05.2023', 60)).toBe('Kalibraerdoxum 08.05.2023');
  });

  it('leaves a word equally near two label words when neither completes a caption', () => {
    expect(read('Calibracdo Fluke', 95)).toBe('Calibracdo Fluke');
  });

  it('corrects a one-word label when the reading was doubtful, a colon closes it, or one long word is one look-alike letter off', () => {
    expect(read('Hersteiler Mitutoyo', 60)).toBe('Hersteller Mitutoyo');
    expect(read('COSTRUTTCRE Mitutoyo', 60)).toBe('COSTRUTTORE Mitutoyo');
    expect(read('Kalibrierdalum: 08.05.2023', 95)).toBe('Kalibrierdatum: 08.05.2023');
    // Session 45, seed 17021: "Descriplion | Thermometer with Probe", read surely.
    expect(read('Descriplion Thermometer with Probe', 95)).toBe(
      'Description Thermometer with Probe',
    );
    expect(read('Hersteiler Mitutoyo', 95)).toBe('Hersteller Mitutoyo');
    // Session 60, seed 54091: an arch too many, "m" for "n", read at 77.
    expect(read('3.1 Désigmation Multimètre', 77)).toBe('3.1 Designation Multimètre');
    // A short word, or one a whole letter off, read surely, stays: it may be a value.
    expect(read('Descripiton Mitutoyo', 95)).toBe('Descripiton Mitutoyo');
    expect(read('COSTRUTTCRE Mitutoyo', 95)).toBe('COSTRUTTORE Mitutoyo');
    expect(read('Calibrator Fluke', 95)).toBe('Calibrator Fluke');
    expect(read('Marquc Mitutoyo', 95)).toBe('Marquc Mitutoyo');
  });

  it('corrects a caption word in a band of captions however sure the recogniser was', () => {
    expect(read('Descriplion Manufacturer Model Serial Number Asset No.', 95)).toBe(
      'Description Manufacturer Model Serial Number Asset No.',
    );
    // One caption word beside it is no band: a reading a whole letter off stays.
    expect(read('Descripiton Model', 95)).toBe('Descripiton Model');
    // A caption and its value: the value's word near a caption word stays.
    expect(read('Descrição / Equipment Description Calibrador de pressão', 95)).toBe(
      'Descrição / Equipment Description Calibrador de pressão',
    );
    // The second half of a caption a narrow column broke is left for the caption reader to join.
    expect(read('Description Model Serial Number C- ertificate Due Date', 95)).toBe(
      'Description Model Serial Number C- ertificate Due Date',
    );
  });

  it('reads the "#" that ends a caption, taken for a 4 ("Serial 4")', () => {
    expect(read('2.4 N° de serie / Serial 4', 95)).toBe('2.4 N° de serie / Serial #');
    expect(read('Certificate 4', 95)).toBe('Certificate #');
    // A 4 that completes no caption is a value.
    expect(read('Channel 4', 95)).toBe('Channel 4');
  });

  it('reads a capital taken for the euro sign ("€ustomer:")', () => {
    expect(read('2.1 €ustomer: 2.2 Invoice to:', 95)).toBe('2.1 Customer: 2.2 Invoice to:');
  });

  it('joins a caption word the recogniser cut in two, both halves doubtful ("Consli ucleur")', () => {
    expect(read('Désignation Consli ucleur Type', 50)).toBe('Désignation Constructeur Type');
    // Read with confidence, two words stay two.
    expect(read('Désignation Consli ucleur Type', 95)).toBe('Désignation Consli ucleur Type');
    // Two words of a value, however doubtful, that make no caption together.
    expect(read('Micro pipette', 50)).toBe('Micro pipette');
  });

  it('joins a caption word cut in two whose second half starts with a thin letter read as a capital', () => {
    expect(read('2.1 Réf. cer Lifical 25-ET-02987', 50)).toBe('2.1 Réf. certificat 25-ET-02987');
    expect(read('2.1 Réf. cer Lifical 25-ET-02987', 95)).toBe('2.1 Réf. cer Lifical 25-ET-02987');
  });

  it('joins a caption word cut in two, read surely, one look-alike letter from the caption', () => {
    // Session 71, block 77 (seed 77241): "Certificate #" read "Cer" (85) "Lificate" (76), its
    // "t" an "L": the certificate number beside it was lost.
    expect(joined('Cer Lificate # NBC-317875', [85, 76, 90, 96])).toBe('Certificate # NBC-317875');
    // Where it completes no caption with its neighbours, as read.
    expect(joined('Cer Lificate NBC-317875', [85, 76, 96])).toBe('Cer Lificate NBC-317875');
  });

  it('joins a caption word cut in two in a band of captions when one half is doubtful', () => {
    // The second half read surely, a word of its own; a stray mark from a table rule before
    // the first.
    expect(joined('Kalibiier gegenstand Hersteller Modell Serien-Nr.', [10, 89, 96, 95, 81])).toBe(
      'Kalibriergegenstand Hersteller Modell Serien-Nr.',
    );
    expect(
      joined('‘Bezeic hnung Hersteller Typ Seriennummer Inventar-Nr.', [0, 90, 57, 74, 90, 91]),
    ).toBe('Bezeichnung Hersteller Typ Seriennummer Inventar-Nr.');
    // Outside a band, one doubtful half joins nothing.
    expect(joined('Kalibiier gegenstand 4711', [10, 89, 95])).toBe('Kalibiier gegenstand 4711');
  });

  it('joins a long caption word cut in three, one part doubtful', () => {
    // Session 56, seed 47261: "Description" under "Equipo", beside a date.
    expect(joined('Des cripti on 30/12/2025', [91, 66, 95, 96])).toBe('Description 30/12/2025');
    // All three read surely, or spelling no caption word: as read.
    expect(joined('Des cripti on 30/12/2025', [91, 90, 95, 96])).toBe('Des cripti on 30/12/2025');
    expect(joined('Pin za am 30/12/2025', [91, 60, 95, 96])).toBe('Pin za am 30/12/2025');
  });

  it('leaves a word with a capital inside it, a brand’s or a model’s', () => {
    // Session 56, tuning seeds 161, 211, 281: "MarCal 16 EWR" read at 25, one letter from the
    // Spanish caption "Marca": the model became a caption and was lost.
    expect(read('Modell MarCal 16 EWR Serien-Nr. 10/8533', 25)).toBe(
      'Modell MarCal 16 EWR Serien-Nr. 10/8533',
    );
  });

  it('makes no caption of a caption and the value a column’s gap beside it', () => {
    // Session 56, block 46 (seed 46091): "1.1 Objeto | Calibrador de processos", the value
    // read right at 91 and made "Calibrado" to complete "Objeto calibrado".
    const words = ['1.1', 'Objeto', 'Calibrador', 'de', 'processos'];
    const sure = words.map(() => 91);
    expect(correctLabelWords(words, sure, [false, false, true, false, false])).toEqual(words);
    // One column: the caption it completes.
    expect(correctLabelWords(words, sure)[2]).toBe('Calibrado');
  });

  it('leaves a caption of several words read without its spaces to the caption matcher', () => {
    // Session 56, blocks 44 and 45 (seeds 44161, 45131): "Calibrated by" on a grainy page read
    // "Calibratedby" at 39, cut to "Calibrated", which captions nothing: the technician over it
    // was lost.
    expect(
      correctLabelWords(
        ['~~', 'Calibratedby', '=~', 'Authorized', 'Signatory'],
        [25, 39, 48, 75, 76],
      ),
    ).toEqual(['~~', 'Calibratedby', '=~', 'Authorized', 'Signatory']);
  });

  it('corrects the word before a compound caption’s hyphen', () => {
    expect(read('1.5 Invenlar-Nr.: QA-0855', 95)).toBe('1.5 Inventar-Nr.: QA-0855');
    // A value's compound stays.
    expect(read('Typ: Invenlar-XL', 95)).toBe('Typ: Invenlar-XL');
  });

  it('leaves values alone', () => {
    expect(read('Pressure Calibrator DPI 620')).toBe('Pressure Calibrator DPI 620');
    expect(read('Tachimetro digitale', 40)).toBe('Tachimetro digitale');
    // As near to the French "fabricant" as to the Spanish "fabricante": no guess.
    expect(read('FABRICANTF: Fluke', 40)).toBe('FABRICANTF: Fluke');
  });

  it('counts a look-alike letter as half a mistake, and corrects a long caption however sure', () => {
    // Three worn strokes and one extra: "Zertifikatsnummer", read with confidence.
    expect(read('Zeirlifikalsnummer KS-42854/25', 95)).toBe('Zertifikatsnummer KS-42854/25');
    // A stray mark from a table rule before the caption.
    expect(read('“Kalibrierdalum: 08.05.2023', 95)).toBe('Kalibrierdatum: 08.05.2023');
    // A long value stays, however near a caption it is not.
    expect(read('Isolationsmessgerät Fluke', 95)).toBe('Isolationsmessgerät Fluke');
  });

  it('joins a letter the scan split in two, where that completes a caption', () => {
    // The two stems of "ú" read as "ii".
    expect(read('Niimero do certificado 6197/2023', 95)).toBe('Numero do certificado 6197/2023');
    // Its stems read as "ri".
    expect(read('Prossima taratrira: 16/12/2025', 95)).toBe('Prossima taratura: 16/12/2025');
    // A value of split-looking letters stays: it completes no caption.
    expect(read('Tiirnstile Bernina')).toBe('Tiirnstile Bernina');
  });

  it('reads a one-word caption whose "ü" the scan took for an "i", however sure', () => {
    // Session 47, block 21: "Prüfmittel | Drehzahlmessgerät" read surely as "Prifmittel".
    expect(read('Prifmittel Drehzahlmessgerät', 82)).toBe('Prufmittel Drehzahlmessgerät');
    // A word with an "i" for a "u" that is no caption stays.
    expect(read('Mittel Drehzahlmessgerät', 82)).toBe('Mittel Drehzahlmessgerät');
    expect(read('Kalibrator Fluke', 95)).toBe('Kalibrator Fluke');
  });

  it("corrects a certificate's title as it corrects a caption", () => {
    expect(read('CATTIBRATION CERTIFICATE', 90)).toBe('CALIBRATION CERTIFICATE');
    // A word near a title word that completes no title stays.
    expect(read('Calibrator Certificate', 90)).toBe('Calibrator Certificate');
  });

  it("corrects a title word read with a stop for a letter's stroke", () => {
    // Session 62, seed 58141: "L" read as "T." (at 66); the certificate number beside the
    // title was lost.
    expect(read('CERTIFICADO DE CAT.IBRACION N.º CC944877', 66)).toBe(
      'CERTIFICADO DE CALIBRACION N.º CC944877',
    );
    // A name's stop between two words of letters stays.
    expect(read('CERTIFICADO DE CALIBRACION metrologia.example', 66)).toBe(
      'CERTIFICADO DE CALIBRACION metrologia.example',
    );
  });

  it('joins a caption word cut in two, one half doubtful, where it completes a caption of several words', () => {
    // Session 62, seed 59281: "Caliby" at 81, "ation:" at 66; the calibration date was lost
    // and the issue date taken for it.
    const line = ['Kalibrierdatum', '/', 'Date', 'of', 'Caliby', 'ation:', '2025-09-29'];
    const joined = correctLabelWords(line, [60, 87, 96, 93, 81, 66, 88]).filter(Boolean);
    expect(joined).toEqual(['Kalibrierdatum', '/', 'Date', 'of', 'Calibration:', '2025-09-29']);
    // Alone, the joined word would have to be a caption word both halves doubted.
    expect(correctLabelWords(['Caliby', 'ation:'], [81, 66]).filter(Boolean)).toEqual([
      'Caliby',
      'ation:',
    ]);
  });

  it('reads a long word two thin strokes from a caption word as that caption, however sure', () => {
    // Session 62, seed 59121: "Destinatario" with both t read as l, at 83, before the customer.
    expect(read('Deslinalario Laboratorio Analisi Veneto S.p.A.', 83)).toBe(
      'Destinatario Laboratorio Analisi Veneto S.p.A.',
    );
    // Shorter words are left: two strokes in eight letters may be another word.
    expect(read('Malerial Fluke', 83)).toBe('Malerial Fluke');
  });

  it('reads a caption letter the recogniser took for a digit, where it completes a caption', () => {
    expect(read('Identificación / Equipment 1D')).toBe('Identificación / Equipment ID');
    // Session 71, block 77 (seed 77041): its "I" read as a bar, the instrument's ID lost.
    expect(read('Instrument |D: LAB/0158')).toBe('Instrument ID: LAB/0158');
    // Alone it may be a model's name.
    expect(read('Model 1D')).toBe('Model 1D');
  });
});

describe('a numbered caption whose space the recogniser lost', () => {
  it('parts the section number from the caption, reading a look-alike digit as its letter', () => {
    expect(read('3.10wner: Harlow Precision Engineering Ltd', 95)).toBe(
      '3.1 Owner: Harlow Precision Engineering Ltd',
    );
    expect(read('2.4Model: HMP110', 95)).toBe('2.4 Model: HMP110');
    expect(read('1.2 Costruttore 1.3Tipo Fluke', 60)).toBe('1.2 Costruttore 1.3 Tipo Fluke');
  });

  it('parts a number glued to its caption whose stop the recogniser lost as well', () => {
    // Session 71, block 76 (seed 76131): "3.4 Nº serie" in a tight bold face read "34N°serie"
    // at 16, its serial number beside it lost.
    expect(read('34N°serie 00234', 16)).toBe('34 N°serie 00234');
    // Read surely, or no caption's word after the number: as read.
    expect(read('34N°serie 00234', 95)).toBe('34N°serie 00234');
    expect(read('34Nordic 00234', 16)).toBe('34Nordic 00234');
  });

  it('leaves numbers and values alone', () => {
    expect(read('Range 3.10mm', 95)).toBe('Range 3.10mm');
    expect(read('Version 2.10lite', 60)).toBe('Version 2.10lite');
    expect(read('Model 3.1Owner', 95)).toBe('Model 3.1Owner');
  });
});
