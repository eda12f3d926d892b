import { describe, expect, it } from 'vitest';
import {
  completeMisreadCaption,
  glossWithLostSlash,
  matchLabel,
  partedCaptionWithLostSlash,
} from '../../../src/extraction/fields/label-match.js';

describe('the label dictionary', () => {
  it.each([
    ['Serial No.', 'serialNumber'],
    ['Serial #', 'serialNumber'],
    ['S/N', 'serialNumber'],
    ['Seriennummer', 'serialNumber'],
    ['Fabrik-Nr.', 'serialNumber'],
    ['N° de série', 'serialNumber'],
    ['Número de serie', 'serialNumber'],
    ['Matricola', 'serialNumber'],
    ['Número de série', 'serialNumber'],
    ['Kalibrierschein-Nr.', 'certificateNumber'],
    ['Kalibrierzeichen', 'certificateNumber'],
    ['N° de certificat', 'certificateNumber'],
    ['Certificado N.º', 'certificateNumber'],
    ['Kalibrierdatum', 'calibrationDate'],
    ['Datum der Kalibrierung', 'calibrationDate'],
    ["Date d'étalonnage", 'calibrationDate'],
    ['Fecha de calibración', 'calibrationDate'],
    ['Data di taratura', 'calibrationDate'],
    ['Data da calibração', 'calibrationDate'],
    ['Nächste Kalibrierung', 'dueDate'],
    ['Prochain étalonnage', 'dueDate'],
    ['Próxima calibración', 'dueDate'],
    ['Prossima taratura', 'dueDate'],
    ['Próxima calibração', 'dueDate'],
    ['Cal Due', 'dueDate'],
    ['Validade da calibração', 'dueDate'],
    ['Rekalibrierung bis', 'dueDate'],
    ['Nächste Kal.', 'dueDate'],
    ['Próxima cal.', 'dueDate'],
    ['Calibration valid until', 'dueDate'],
    ['Validità della taratura', 'dueDate'],
    ['Matricola interna', 'equipmentId'],
    ['Internal No.', 'equipmentId'],
    ['Customer identification', 'customer'],
    ['Fabrikat/Serien-Nr. / Serial number', 'serialNumber'],
    ['Data delle misure / Date of measurements', 'calibrationDate'],
    ["Désignation de l'instrument", 'equipmentName'],
    ['Ambient Temp (°F)', 'temperature'],
    ['Cal Interval (months)', 'calibrationInterval'],
    ['Condition Received', 'asFound'],
    ['Returned Condition', 'asLeft'],
    ['Customer Name & Address', 'customer'],
    ['Equipment ID #', 'equipmentId'],
    ['UUT Serial No.', 'serialNumber'],
    ['UUT Model', 'model'],
    ["Manufacturer's Serial No.", 'serialNumber'],
    ['Next Calibration Due Date', 'dueDate'],
    ['Calibration Performed By', 'technician'],
    ['Calibration Date (dd/mm/yyyy)', 'calibrationDate'],
    ['Kalibrierdatum (TT.MM.JJJJ)', 'calibrationDate'],
    ['Certificate:', 'certificateNumber'],
    ['Hersteller', 'manufacturer'],
    ['Fabrikat', 'manufacturer'],
    ['Constructeur', 'manufacturer'],
    ['Fabricant', 'manufacturer'],
    ['Fabricante', 'manufacturer'],
    ['Costruttore', 'manufacturer'],
    ['Modèle', 'model'],
    ['Modello', 'model'],
    ['Gegenstand', 'equipmentName'],
    ['Désignation', 'equipmentName'],
    ['Descripción', 'equipmentName'],
    ['Inventarnummer', 'equipmentId'],
    ['Asset No.', 'equipmentId'],
    ['Kalibrierintervall', 'calibrationInterval'],
    ['Make / Model', 'makeModel'],
    ['Date of Issue', 'otherDate'],
    ['Measurement Range', 'other'],
    // Role lines under a signature, in the languages we read.
    ['Technicien de métrologie', 'technician'],
    ['Técnico de metrología', 'technician'],
    ['Messtechniker', 'technician'],
    // Before/after adjustment: as found / as left.
    ['Nach Justage', 'asLeft'],
    ['Après ajustage', 'asLeft'],
    ['Vor Justage', 'asFound'],
  ])('%s → %s', (label, target) => {
    expect(matchLabel(label)).toMatchObject({ target, inline: null });
  });

  it('reads some words as labels only with their colon', () => {
    expect(matchLabel('Certificate')).toBeNull();
    expect(matchLabel('Certificate: 7781')).toMatchObject({
      target: 'certificateNumber',
      inline: '7781',
    });
    expect(matchLabel('Calibrated')).toBeNull();
  });

  it('does not take the rest of a longer label for a bare value', () => {
    expect(matchLabel('Next Calibration Due Date')).toMatchObject({ inline: null });
    expect(matchLabel('Recall Due By')).toBeNull();
  });

  it('marks labels that also mean other things as generic', () => {
    expect(matchLabel('Date')).toMatchObject({ target: 'calibrationDate', generic: true });
    expect(matchLabel('Type')).toMatchObject({ target: 'model', generic: true });
    expect(matchLabel('Calibration Date')).toMatchObject({ generic: false });
  });

  it('reads a value after a colon in the same cell', () => {
    expect(matchLabel('Serial No.: 12345')).toMatchObject({
      target: 'serialNumber',
      inline: '12345',
      colon: true,
      bare: false,
    });
  });

  it('reads a value that follows its label without a colon only when it looks like data', () => {
    expect(matchLabel('Serial Number 04250384')).toMatchObject({ inline: '04250384', bare: true });
    expect(matchLabel('Calibration Results')).toBeNull();
    expect(matchLabel('Instrument Data')).toBeNull();
  });

  it('reads a value after a dash as after a colon, a sentence-like name included', () => {
    // A scan read the wide gap's speck as a dash; "S.A." ends in a point, as sentences do.
    expect(matchLabel('2.1 Contratante — Indústrias Metalúrgicas do Norte, S.A.')).toMatchObject({
      target: 'customer',
      label: 'Contratante',
      inline: 'Indústrias Metalúrgicas do Norte, S.A.',
    });
    expect(matchLabel('3.2 Data de recebimento — 2025-04-16')).toMatchObject({
      label: 'Data de recebimento',
      inline: '2025-04-16',
    });
    // A hyphen is no dash: "Customer - see page 2" stays unread.
    expect(matchLabel('Customer - ACME Ltd.')).toBeNull();
  });

  it('understands bilingual labels joined by slashes', () => {
    expect(matchLabel('Fabrik-Nr. / Serial No.')).toMatchObject({ target: 'serialNumber' });
    expect(matchLabel('Hersteller / Typ / Make / Model')).toMatchObject({ target: 'makeModel' });
    expect(matchLabel('Datum der Kalibrierung / Calibration Date 2023-12-10')).toMatchObject({
      target: 'calibrationDate',
      inline: '2023-12-10',
    });
  });

  it('knows a one-word caption whose first letter a scan split off, an "O" read as a zero', () => {
    // Session 73, block 80 (seed 80221): the gloss "Owner" under "Donneur d'ordre:" read
    // "0 wner"; as no caption, it became the customer's name (high).
    expect(matchLabel('0 wner')).toMatchObject({ target: 'customer' });
    expect(matchLabel('O wner')).toMatchObject({ target: 'customer' });
    expect(matchLabel('M odel')).toMatchObject({ target: 'model' });
    // A zero before a unit, and two words that spell a caption only together, are no caption.
    expect(matchLabel('0 mbar')).toBeNull();
    expect(matchLabel('Ow ner')).toBeNull();
  });

  it('keeps the unit printed with a label', () => {
    expect(matchLabel('Temperatur / °C')).toMatchObject({ target: 'temperature', unit: '°C' });
    expect(matchLabel('Relative humidity (%)')).toMatchObject({ target: 'humidity', unit: '%' });
  });

  it('knows a label whose words OCR ran together', () => {
    expect(matchLabel('2.5 Proceduradi taratura: CP-DMM-004')).toMatchObject({
      target: 'procedure',
      inline: 'CP-DMM-004',
    });
    expect(matchLabel('Calibrationdate')).toMatchObject({ target: 'calibrationDate' });
    // Short words run together are too easily something else ("Caldate" may be a name)…
    expect(matchLabel('Caldate')).toBeNull();
    // …but a caption word run into its number word is a caption.
    expect(matchLabel('Serialno')).toMatchObject({ target: 'serialNumber' });
    // Nine letters are enough (session 48, block 25: the serial of "N°desérie" had been lost).
    expect(matchLabel('N°desérie')).toMatchObject({ target: 'serialNumber' });
  });

  it('does not take a time for a label colon', () => {
    expect(matchLabel('10:30')).toBeNull();
  });
});

describe('a caption closed by its colon and a star', () => {
  it('reads the star as no value: a footnote mark or a speck', () => {
    // Session 75, block 85 (seed 85171): the certificate number beside it had been lost.
    expect(matchLabel('Numéro du certificat:*')).toMatchObject({
      target: 'certificateNumber',
      inline: null,
    });
    expect(matchLabel('Numéro du certificat: *')).toMatchObject({ inline: null });
    expect(matchLabel('Numéro du certificat: *12')).toMatchObject({ inline: '*12' });
  });
});

describe('captions as a scan reads them', () => {
  it.each([
    ['N.2 de série', 'serialNumber'],
    ['Ne Certificado', 'certificateNumber'],
    ['4,2 Calibrado em', 'calibrationDate'],
    ['2. 1 Destinatario / Submitted By', 'customer'],
    ['1 .4 Umidità relativa / Relative Humidity', 'humidity'],
    ['1 1 Objeto / Item', 'equipmentName'],
    ['Reçu le', 'otherDate'],
    ['2.4 N2serie:', 'serialNumber'],
    ['N.e% de série', 'serialNumber'],
    // A speck before the raised "º" read as "?" (session 55, block 46).
    ['N?2 serie', 'serialNumber'],
    // The ring over its bar read as a "Q" (session 75, block 84, seed 84291).
    ['1.4 NQ serie', 'serialNumber'],
    // Its "N" lost to the table's rule over it, the sign read after a speck (seed 85271).
    ['"e de serie', 'serialNumber'],
    // A caption's first line, its last word lost or wrapped: "next" says which date.
    ['1.2 Data prossima', 'dueDate'],
    ['1:1 Description -', 'equipmentName'],
    ['2.3Typ', 'model'],
    ['2.1-Owner:', 'customer'],
    ['Certificado n.2', 'certificateNumber'],
  ])('reads "%s" as the caption of %s', (text, target) => {
    expect(matchLabel(text)).toMatchObject({ target, inline: null });
  });

  it("reads a code after a bilingual caption's slash as its value, a word as its gloss", () => {
    expect(matchLabel('Typbezeichnung / MC6')).toMatchObject({ target: 'model', inline: 'MC6' });
    expect(matchLabel('Calibrado el / Calibration')).toMatchObject({ inline: null });
    expect(matchLabel('Modelo / 2')).toBeNull();
  });

  it("reads a bilingual caption's slash misread as a bracket or a bar", () => {
    expect(matchLabel('Modelo [Typ')).toMatchObject({ target: 'model', inline: null });
    expect(matchLabel('Fabricante | Maker')).toMatchObject({ target: 'manufacturer' });
    // A bracket that closes is a bracket.
    expect(matchLabel('Modelo [Type]')).toBeNull();
  });

  it('reads "NS" opening a caption as the numero sign a scan misread', () => {
    // Session 58, block 51: "NS serie" over a table's serial had left the second instrument
    // without its serial.
    expect(matchLabel('NS serie')).toMatchObject({ target: 'serialNumber', inline: null });
    expect(matchLabel('NSK serie')).toBeNull();
  });

  it("reads a bilingual caption's slash misread as a seven", () => {
    // Session 58, block 51: "7 Certificate No.:" had been the certificate number.
    expect(matchLabel('Certificado n.º 7 Certificate No.:')).toMatchObject({
      target: 'certificateNumber',
      inline: null,
    });
    // A seven before anything but the caption's gloss is a value still.
    expect(matchLabel('Serial No. 7 Model')).toMatchObject({ inline: '7 Model' });
  });

  it('reads a caption after a footnote star or a speck set apart from it', () => {
    // Seed 41191: "* N.2desérie/" (a speck, and "N.º de série /" with its spaces lost) had
    // been read as a caption with a code glued to it, the serial's value.
    expect(matchLabel('* N.2desérie/')).toMatchObject({ target: 'serialNumber', inline: null });
    expect(matchLabel('• Modelo')).toMatchObject({ target: 'model', inline: null });
    // A star alone is no caption.
    expect(matchLabel('*')).toBeNull();
  });

  it("reads a form's sub-item caption after a speck glued before its number", () => {
    // Session 57, seed 48031: "-1.4 N° de serie / Serial — 08/2609" had been no caption, and
    // with the instrument's serial unread the standards table became the instrument list.
    expect(matchLabel('-1.4 N° de serie / Serial — 08/2609')).toMatchObject({
      target: 'serialNumber',
      inline: '08/2609',
    });
    expect(matchLabel('“1.2 Marca: Fluke')).toMatchObject({
      target: 'manufacturer',
      inline: 'Fluke',
    });
    // Session 68, block 70 (seed 70231): a stop before "2.1 Equipment" / "Description"; the
    // instrument's name was lost.
    expect(matchLabel('.2.1 Equipment Description')).toMatchObject({
      target: 'equipmentName',
      inline: null,
    });
    // A negative reading is no caption.
    expect(matchLabel('-1.4 mm')).toBeNull();
  });

  it('reads a bilingual caption whose slash a scan spaced on one side only', () => {
    // Seed 39281: "Fällig am / Cal Due" read "Filligam /Cal Due"; the due date was lost.
    expect(matchLabel('Filligam /Cal Due')).toMatchObject({ target: 'dueDate', inline: null });
    expect(matchLabel('Hersteller/ Manufacturer')).toMatchObject({ target: 'manufacturer' });
    // A value after the slash is still no caption.
    expect(matchLabel('Fabricante /Fluke')).toBeNull();
  });

  it('takes a caption of several words closed by a speck read as a full stop', () => {
    expect(matchLabel('Nº do certificado.')).toMatchObject({
      target: 'certificateNumber',
      inline: null,
    });
    // One word closed by a full stop ends a sentence ("… approval of the / laboratory.").
    expect(matchLabel('laboratory.')).toBeNull();
    expect(matchLabel('approval of the laboratory.')).toBeNull();
  });

  it("takes an item number whose 1 a scan read as a letter ('i.6 Range')", () => {
    expect(matchLabel('i.6 Instrument ID')).toMatchObject({ target: 'equipmentId', inline: null });
    // "i.e." opens no item.
    expect(matchLabel('i.e. Instrument ID')).toBeNull();
  });

  it('takes a dotted item number glued to a caption, not a measure glued to its unit', () => {
    expect(matchLabel('3.5mm')).toBeNull();
    expect(matchLabel('2.5 Ident-Nr.')).toMatchObject({ target: 'equipmentId' });
  });

  it('leaves a decimal value with its unit alone', () => {
    expect(matchLabel('4,2 mm')).toBeNull();
    expect(matchLabel('1 1 mm')).toBeNull();
  });

  it("takes no broken word's lower-case end for an abbreviated caption", () => {
    // "Constructe-" / "ur": not the humidity caption "UR".
    expect(matchLabel('ur')).toBeNull();
    expect(matchLabel('UR')).toMatchObject({ target: 'humidity' });
  });
});

describe('a caption glossed without its slash', () => {
  it.each([
    ['Modelo Type METRAHIT ENERGY', 'model', 'METRAHIT ENERGY'],
    ['Marca Make Gossen Metrawatt', 'manufacturer', 'Gossen Metrawatt'],
  ])('"%s" is a caption of %s with value %s', (text, target, inline) => {
    expect(matchLabel(text)).toMatchObject({ target, inline });
  });

  it('does not make one caption of a heading stacked over a column caption', () => {
    expect(matchLabel('Kalibriergegenstand Bezeichnung')).toBeNull();
  });
});

describe('captions a scan read imperfectly', () => {
  it('reads a numbered caption of one word closed by a speck ("1.1 Descrição.")', () => {
    expect(matchLabel('11 Descrição.')).toMatchObject({ target: 'equipmentName', inline: null });
    expect(matchLabel('3.2 Hersteller.')).toMatchObject({ target: 'manufacturer' });
    // Unnumbered, one word and a full stop end a sentence ("… approval of the laboratory.").
    expect(matchLabel('Descrição.')).toBeNull();
  });

  it('reads a bilingual caption wrapped over two lines whose slash a scan lost on the first', () => {
    expect(glossWithLostSlash('Réf. certificat Certificate', 'Number')).toMatchObject({
      target: 'certificateNumber',
      inline: null,
    });
    // The joined text alone stays unread: only the first line's own capital restores the slash.
    expect(matchLabel('Réf. certificat Certificate Number')).toBeNull();
    // A heading over a caption of the same field is two things, whatever their languages.
    expect(glossWithLostSlash('Dati del cliente', 'Committente')).toBeNull();
    expect(matchLabel('Dati del cliente Committente')).toBeNull();
  });

  it('completes a wrapped caption whose second line the scan misread ("Número de" / "serte")', () => {
    expect(completeMisreadCaption('2.4 Número de', 'serte')).toMatchObject({
      target: 'serialNumber',
    });
    // The second line read right is no misreading; one too far off is no caption.
    expect(completeMisreadCaption('2.4 Número de', 'serie')).toBeNull();
    expect(completeMisreadCaption('2.4 Número de', 'sonda')).toBeNull();
    // The first line must begin a caption.
    expect(completeMisreadCaption('Medidor de', 'serte')).toBeNull();
  });

  it('reads a bilingual caption whose label of one language has its own slash ("N° de série/S/N")', () => {
    expect(matchLabel('2.4 Numéro de série/S/N:')).toMatchObject({ target: 'serialNumber' });
    expect(matchLabel('N° de série/S/N')).toMatchObject({ target: 'serialNumber' });
    // Two labels of different fields are still no caption.
    expect(matchLabel('Numéro de série/Model')).toBeNull();
  });

  it('reads a caption run into its number word ("ReportNo"), not as a caption’s value', () => {
    expect(matchLabel('ReportNo')).toMatchObject({ target: 'certificateNumber' });
    expect(matchLabel('Zertifikat nummer ReportNo')).toBeNull();
    // A name ending in "no" is a name.
    expect(matchLabel('Bruno')).toBeNull();
  });

  it('reads a bilingual caption whose gloss a scan garbled before its generic last word', () => {
    // Session 50, block 29: "Calibrado em / Calib1alivn Date" had named nothing.
    expect(matchLabel('Calibrado em / Calib1alivn Date')).toMatchObject({
      target: 'calibrationDate',
      inline: null,
    });
    // A value after the slash ends in no caption word; a gloss naming another field is no gloss.
    expect(matchLabel('Fabricante / Fluke 87')).toBeNull();
    expect(matchLabel('Calibrado em / Calibrated by')).toBeNull();
  });

  it("takes one mark glued to a caption's colon for a speck, not the value", () => {
    // Session 50, block 29: "4.1 Désignation:-" over "Balance analytique" (the name was lost).
    expect(matchLabel('4.1 Désignation:-')).toMatchObject({
      target: 'equipmentName',
      inline: null,
    });
    expect(matchLabel('Désignation: ----')).toMatchObject({ inline: '----' });
  });

  it('puts back the slash of a bilingual caption a scan parted into two cells', () => {
    // Session 50, block 29: "Descricao Item | Description:" for "Descrição / Item Description:".
    expect(partedCaptionWithLostSlash('Descricao Item', 'Description:')).toMatchObject({
      target: 'equipmentName',
    });
    expect(partedCaptionWithLostSlash('Fluke Item', 'Description:')).toBeNull();
  });

  it('reads a numbered caption whose number a scan closed with a colon ("1.2: Data de")', () => {
    // Session 59, block 53: "1.2: Data de" / "calibração:" lost the calibration date.
    expect(matchLabel('1.2: Data de calibração:')).toMatchObject({
      target: 'calibrationDate',
      inline: null,
    });
    // A time is no item number: its value stays.
    expect(matchLabel('10:30 Uhr')).toBeNull();
  });

  it('reads the calibration frequency in every language, as in English', () => {
    // Session 59, block 53: "1.3 Frequenza di taratura" over "annuale".
    for (const caption of [
      'Calibration frequency',
      '1.3 Frequenza di taratura',
      "Fréquence d'étalonnage",
      'Frecuencia de calibración',
      'Frequência de calibração',
    ])
      expect(matchLabel(caption)).toMatchObject({ target: 'calibrationInterval' });
  });

  it("reads a bilingual caption by its gloss when a scan garbled the first language's compound", () => {
    // Session 61, seed 56061: "Kalibrierschein-Nr." read "K alihrierschein-Nr.," (the
    // certificate number lost).
    expect(matchLabel('K alihrierschein-Nr., / Certificate No.')).toMatchObject({
      target: 'certificateNumber',
      inline: null,
    });
    // Four words before the slash are no caption's first language.
    expect(matchLabel('Bitte beachten Sie die / Certificate No.')).toBeNull();
  });
});
