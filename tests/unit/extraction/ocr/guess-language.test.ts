import { describe, expect, it } from 'vitest';
import {
  guessLanguage,
  hasOtherLanguageWords,
} from '../../../../src/extraction/ocr/guess-language.js';

describe('guessLanguage (a scanned page top read with the English model)', () => {
  it.each([
    ['Metrologia Emiliana S.p.A. CERTIFICATO DI TARATURA CERTIFICATO N° COMMITTENTE', 'it'],
    ['Metrolab Lusitania, Lda. Relatorio de calibracao Numero do certificado Contratante', 'pt'],
    ['Rheinisches Kalibrierlabor GmbH Kalibrierschein Kalibrierzeichen: 37343 D-K 23', 'de'],
    ['Certificat d etalonnage Numero du certificat Constructeur', 'fr'],
    ['Certificado de calibracion Fecha de calibracion Fabricante', 'es'],
    ['Pacific Standards Calibration Certificate of Calibration Cert. No.: 797506-4', 'en'],
  ])('%s → %s', (text, language) => {
    expect(guessLanguage(text)).toBe(language);
  });

  it('abstains on a letterhead alone', () => {
    expect(guessLanguage('Northbridge Ltd Unit 7 Sheffield S9 1EP')).toBeNull();
  });
});

describe('guessLanguage on a bilingual certificate', () => {
  it('reads German labels with English translations as German', () => {
    const top = [
      'Kalibrierdienst Nord GmbH DAkkS D-K-15062-01-00',
      'Kalibrierschein Calibration Certificate',
      'Gegenstand: Messuhr Object:',
      'Hersteller: Kafer Manufacturer:',
      'Typ: FM 1000 Type: Kennnummer: U-33/0095 Serial No.:',
      'Auftraggeber: Laboratorio Analisi Veneto Applicant: The instrument was calibrated',
    ].join('\n');
    expect(guessLanguage(top)).toBe('de');
  });

  it('counts German compounds by their stems (a table of German captions over English ones)', () => {
    const top = [
      'Kalibrierzertifikat',
      'Calibration Report',
      'Kalibriergegenstand / Instrument Data',
      'Bezeichnung Hersteller Typ Serien-Nr. Inventarnummer',
      'Instrument Manufacturer Model Serial No. Inventory No.',
      'Number',
      'Bligelmessschraube Mahr Micromar 40 V-16/0064 00230',
    ].join('\n');
    expect(guessLanguage(top)).toBe('de');
  });

  it('reads a Spanish page with English glosses as Spanish, not as a Portuguese tie', () => {
    // Its captions are words Spanish and Portuguese share; the dates of its standards are not.
    const top = [
      'Certificado de calibracién',
      'Calibration Certificate',
      'Patrones',
      'Descripcion Fabricante Modelo N° deserie Codigo Celificado Calibrado Préxima cal.',
      'De-suiplion Ma- nufacturer Model Serial Number Asset No. Ce-rtificate No. Cal Date Due Date',
      'Termometm de Fluke 1524 00184 P-877 CC164652 17 de diciembre 17 de diciembre',
      'referencia de 2023 de 2025',
    ].join('\n');
    expect(guessLanguage(top)).toBe('es');
  });

  it('reads a French page with English glosses by its instrument captions', () => {
    // Session 46, seed 20061: read as English, its register lost the lab ("de 1'Ouest") and
    // the accents of names and instruments.
    const top = [
      'CALIBRATION CERTIFICATE',
      'Client / Customer Data',
      'Aciéries de Lorraine',
      "Identification de l'instrument / Instrument Data",
      'Appareil Marque Type',
      'Instrument Mfr. Model',
      "Micrométre d'extérieur Mitutoyo 103-137",
      '"Numéro de série "Repére',
    ].join('\n');
    expect(guessLanguage(top)).toBe('fr');
  });

  it('keeps an English certificate that mentions a date and a temperature English', () => {
    const top =
      'Calibration Certificate Date of calibration: 2024-03-01 Temperature: 20 °C ' +
      'Designation: Caliper Serial number: 123 The instrument was calibrated by the laboratory';
    expect(guessLanguage(top)).toBe('en');
  });
  it('reads a French page with English glosses and an English title by its other captions', () => {
    // Session 62, seed 58011: read in English, the page lost the accents of "Étalonnage" and
    // "Dynamomètre". The glimpse lost the apostrophe of "d'étalonnage".
    const top = [
      'Certificate of Calibration',
      'Client / Customer Data',
      'Demandem / Customer: Société Nouvelle des Ateliers Mex anifies de Savoie',
      '(Lieu détalonnage)',
      'Facturer a / Invoice to: ~~ Northwind Manna lining Co.',
      "Informations sur I'étalonnage / Calibration details",
      "Date de I'étalonn age / Calibration Date: 16/01/2025",
      'Emis le / Date Issued: 28/01/2025',
      'Méthode / Work Instruction: CP-FOR-004',
    ].join('\n');
    expect(guessLanguage(top)).toBe('fr');
  });

  it('sends a page read as English but holding French captions to its letterhead', () => {
    // Session 75, block 85 (seed 85151): below the letterhead, English glosses outnumber the
    // French captions; the French title stands in the letterhead above.
    const below = [
      'Certificate of Calibration and Conformance',
      'Client / Customer Data',
      'Client / Customer Name Aciéries de Lorraine',
      "Informations sur I'étalonnage / Calibration details",
      'Date de réception / Receipt Date 21/09/2023',
      'Etalonné le / Date of Calibration 26/09/2023',
      'Hygrométrie / Humidity 55% HR',
    ].join('\n');
    expect(guessLanguage(below)).toBe('en');
    expect(hasOtherLanguageWords(below)).toBe(true);
    expect(guessLanguage(`CERTIFICAT D'ETALONNAGE\n${below}`)).toBe('fr');
    const english = 'Certificate of Calibration\nCustomer: Acme Inc.\nCalibration Date: 16/01/2025';
    expect(hasOtherLanguageWords(english)).toBe(false);
  });

  it('keeps an English page with a French customer English', () => {
    const top = [
      'Certificate of Calibration',
      'Customer: Société Générale des Eaux, Lieu-dit Les Prés',
      'Calibration Date: 16/01/2025',
      'Date Issued: 28/01/2025 Procedure: CP-FOR-004',
    ].join('\n');
    expect(guessLanguage(top)).toBe('en');
  });

  it("does not call a French cover page English for the word 'instrument'", () => {
    // A customer's record sheet before the certificate: too little to tell, so the next page
    // (the French certificate) is looked at afresh instead of being read in English.
    const top = [
      'Fiche de vie de I’instrument',
      'Instrument Oscilloscope numérique',
      'N° de série A-73/0009',
      'Vérifié le 15 mai 2023',
      'Prochaine étude 6 novembre 2023',
    ].join('\n');
    expect(guessLanguage(top)).not.toBe('en');
  });

  it('tells a bilingual Portuguese page from Spanish by its "-ção" words, accents lost', () => {
    // Session 50, block 29: the captions Spanish and Portuguese share tied the two, and the
    // page was read in English, losing "Lusitânia" and "Termômetro".
    const top = [
      'Certificado de calibragao N.2 CAL-59586/25',
      'CALIBRATION CERTIFICATE',
      'Padres de teferéncia',
      'Descrigio / Fabricante/ Modelo/Model Nodesérie/ Cédigo/Asset Certificado/ Calibrado/Cal',
      'Dest iplion Manufacturer Serial Number No. Certificate No. Date Due Date',
      'Tdentificacao do instrumento / Instrument Data',
    ].join('\n');
    expect(guessLanguage(top)).toBe('pt');
  });

  it('takes the language of the first certificate title on a bilingual page', () => {
    // Session 50, block 30: one French caption word was too few, so the page had been read in
    // English ("Comparateur a cadran", the lab "Laboratoire d'Etalonnage de 1'Ouest" lost).
    const top = [
      "Certificat d'étalonnage",
      'CALIBRATION CERTIFICATE',
      'Client / Customer Data',
      'Client: Laboratoires Dumont SA',
      'Submitted By',
      "Identification de l'instrument / Instrument Data",
    ].join('\n');
    expect(guessLanguage(top)).toBe('fr');
    // A Canadian certificate prints its English title first.
    const english = [
      "Certificate of Calibration / Certificat d'étalonnage",
      'Customer: Northern Pipelines Ltd',
      'Instrument: Pressure Gauge',
    ].join('\n');
    expect(guessLanguage(english)).toBe('en');
  });

  it('takes no letter run into digits for a word ("E2" is no Italian "e")', () => {
    // Session 50, block 30: a French standards table of E2 masses was read as Italian, and the
    // instrument's "Pipette à piston" came out "Pipette 3 piston".
    // The glimpse as the English model read it.
    const top = [
      '=e 14 °',
      "Certificat d'étalonnage N° 24-ET-07851",
      '1. Etalons utilisés',
      'Désignation Constructe- Type N° de série Identificati- Certificat Etalonné le Echéance',
      'ur on',
      "Jeu de masses Mettler E2 1 mg-200 45Y-0063 'REF-722 CE2446316 2024-05-02 2026-05-02",
      'E2 Toledo g',
      'Comparate- Sartorius ‘CCE 5904TU332- REF-116 CE2455822 2024-06-21 2025-06-21',
      'ur de masse 74',
      'Jeu de masses Mettler E21mg-200 B87R-0086 MP-152 CE2483600 2024-07-29 2026-07-29',
      'E2 Toledo g',
      '2. Client',
    ].join('\n');
    expect(guessLanguage(top)).toBe('fr');
  });

  it('knows a long caption or a title the glimpse read one letter off', () => {
    // Session 56, block 45 (seed 45111): a Spanish form with English glosses, its "ó" read as
    // "é"; Spanish and Portuguese tied on their shared captions, and the page was read in
    // English, losing "Termómetro" and "Metrología".
    const top = [
      'Informe de calibraciéon',
      'Certificate of Calibration and Conformance',
      'Trazabilidad',
      'Descripcién Fabricante Modelo N°deserie Cédigo Certificado ~~ Calibrado Proxima cal.',
      '- Description M- anufacturer Model Serial Number Asset No. C- ertificate Cal Date Due Date',
      'Termémetro de Fluke 1524 5555FT10922 STD-950 CC527664 23-10-2023 23-10-2024',
    ].join('\n');
    expect(guessLanguage(top)).toBe('es');
    // Session 56, block 46 (seed 46241): Spanish section headings tell it from Portuguese.
    const spanish = [
      'CALIBRATION CERTIFICATE',
      'Datos del cliente / Customer Data',
      'Cliente / Owner',
      'Identificaciéon del instrumento / Instrument Data',
      'Instrumento / Fabricante / Modelo / Model N° de serie / Serial # N° de inventario /',
      'Description Manufacturer Instrument ID',
    ].join('\n');
    expect(guessLanguage(spanish)).toBe('es');
    // An English word one letter from another language's caption stays English.
    expect(guessLanguage('Calibration Certificate\nCertificate number 12345\nCustomer')).not.toBe(
      'it',
    );
  });
});
