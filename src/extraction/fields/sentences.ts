/**
 * Values stated in prose: "This is to certify that the Bourdon Tube Pressure Gauge,
 * manufactured by Druck, model DPI 104-IS, serial number 3875WZ34685, belonging to Blue Ridge
 * Water Authority, was calibrated on 2023-09-27 in accordance with procedure EURAMET cg-17",
 * "Die Kalibrierung erfolgte am 14.03.2025", "next calibration due 14 March 2026".
 *
 * Lines are first joined into paragraphs (consecutive single-column lines), so a sentence
 * wrapped over several lines reads as one. Each phrase pattern exists in the six languages.
 */
import { foldText } from '../dictionary/normalize.js';
import type { DocumentLayout, Line } from '../layout/types.js';
import { candidateAt, type Candidate, type CandidateField } from './candidate.js';
import { findDates } from './dates.js';
import type { LabelMap } from './label-blocks.js';
import { matchLabel } from './label-match.js';
import type { Exclusions } from './regions.js';

const CALIBRATION_VERB =
  /calibrat\w*|kalibrier\w*|kalibriert|etalonn\w*|calibrad[oa]s?|calibracion|calibracao|calibrazione|tarat[oaie]\b|taratura|measurements?/g;
/** Compounds naming the document, not the act: "Kalibrierschein vom …" is the issue date. */
const DOCUMENT_WORD = /schein|zertifikat|zeichen|bericht|protokoll/;
const DATE_PREPOSITION = /\b(?:on|am|le|el|il|em|in data|on the|dated|vom|du|del|de|at)\s*$/;
const DUE_ON =
  /(?:\bdue\b|expir\w*|scad\w*|venc\w*|next calibration|recalibrat\w*|re-calibrat\w*|valid until|nachste kalibrierung|rekalibrierung|gultig bis|prochain etalonnage|valable jusqu|proxima calibracion|valido hasta|prossima taratura|valido fino|proxima calibracao|valido ate)[^.;\d]{0,40}?$/;
/** Words between the verb and the date that make it another date (issue, receipt, due…). */
const NOT_CALIBRATION =
  /\b(?:due|next|nachste|prochain|proxima|prossima|recalibrat|rekalib|valid|gultig|valable|valido|expir|issued?|ausgestellt|emis|emitid|emess|received|eingang|recu|recibid|ricevut|recebid|previous|vorherige|precedent|anterior|precedente|printed|certificate|certificat|certificado|certificato|report|rapport|informe|rapporto|relatorio)/;
const MAX_VERB_TO_DATE = 50;

/** Where a value in a sentence stops: a comma, a semicolon, or the verb of the sentence. */
const VALUE_END =
  '(?=\\s*[,;]|\\.(?:\\s|$)|\\s+(?:was|were|has|and|is|wurde|ist|und|a ete|est|et|fue|fueron|ha sido|es|y|e stato|e stata|e|foi|esta|in accordance|according|gemass|selon|conforme|secondo|de acordo|kalibriert|calibrated|calibrad[oa]|etalonne|tarat[oa])\\b|$)';
/** A company's legal form printed after a comma ("Acme, Inc.", "Cerâmica Aveirense, Lda."). */
const LEGAL_FORM =
  '(?:,\\s*(?:inc|ltd|llc|lda|ltda|plc|gmbh|ag|kg|co|corp|s\\.?\\s?a\\.?|s\\.?\\s?l\\.?|s\\.?r\\.?l\\.?|s\\.?p\\.?a\\.?|s\\.?a\\.?s\\.?|b\\.?v\\.?|pty ltd)\\b\\.?)?';
const NAME = `([\\p{Lu}\\d][\\p{L}\\d&.'’/()+-]*(?:\\s+[\\p{L}\\d&.'’/()+-]+){0,6}?${LEGAL_FORM})`;
const CODE = '([\\p{L}\\d][\\p{L}\\d./:+-]*(?:\\s[\\p{Lu}\\d][\\p{L}\\d./:+-]*){0,2}?)';
/** "°C", "° F", "deg C", "degrees F", or a bare "C" right after the number. */
const DEGREES = '(?:°\\s?|deg\\.?\\s?|degrees?\\s)?[CF]\\b';
/** A measured value, possibly with its uncertainty: "23", "(23 ± 2)", "22,5". */
const READING = '\\(?\\d+(?:[.,]\\d+)?(?:\\s*±\\s*\\d+(?:[.,]\\d+)?)?\\)?';
/** "the instrument Megóhmetro": a generic noun between the article and the name. */
const GENERIC_NOUN =
  '(?:(?:instrument|device|item|unit|equipment|gegenstand|kalibriergegenstand|messgerat|gerat|appareil|objet|equipement|instrumento|equipo|objeto|strumento|apparecchio|oggetto|equipamento)\\s+)?';

function phrase(lead: string, value: string): RegExp {
  // The lead is a word of its own: "Click-Type Torque Wrench" names no type.
  return new RegExp(`(?<![\\p{L}\\d-])(?:${lead})\\s+${value}${VALUE_END}`, 'giu');
}

/** Labelled values inside sentences, in the six languages. */
const PROSE_FIELDS: readonly [CandidateField, RegExp][] = [
  [
    'equipmentName',
    new RegExp(
      `(?:certif(?:y|ies) that (?:the|a|an)|bescheinigt,? dass (?:der|die|das)|(?:certifie|certifions|atteste|attestons) que (?:le |la |l')|certific(?:a|amos) que (?:el|la|o|a)|(?:si )?certifica che (?:il|la|lo|l')|calibration of (?:the|a|an|one))\\s*${GENERIC_NOUN}${NAME}(?=\\s*,|\\s+\\(|\\s+(?:manufactured|made|model|serial|type|of make|des herstellers|vom hersteller|von|du fabricant|de marque|del fabricante|de la marca|della ditta|do fabricante|da marca|hergestellt|fabrique|fabricad|prodott|costruit|modell?[oe]?|tipo|typ|seriennummer|numero|matricola)\\b)`,
      'giu',
    ),
  ],
  [
    'manufacturer',
    phrase(
      'manufactured by|made by|hergestellt von|des herstellers|hersteller|fabricante|fabricant|constructeur|costruttore|produttore|marca|make|fabrique par|fabricado por|fabricada por|prodotto da|costruito da|prodotta da|do fabricante|da marca|de la marca|della marca|of make|brand',
      NAME,
    ),
  ],
  ['model', phrase('model(?: no\\.?| number)?|modell|typ|type|modele|modelo|modello|tipo', CODE)],
  [
    'serialNumber',
    phrase(
      'serial (?:number|no\\.?)|s/n|seriennummer|fabriknummer|(?:avec le |le )?numero de serie|n[°º] de serie|numero di serie|matricola|n[°º] di serie',
      CODE,
    ),
  ],
  [
    'equipmentId',
    phrase(
      'asset (?:number|no\\.?|tag|id)|internal (?:id|number|no\\.?)|codigo interno|code interne|codice interno|codice|codigo|identification|identificacion|identificazione|identificacao|interne nummer|inventory (?:number|no\\.?)|equipment id|inventarnummer|identnummer|numero d.inventaire|numero de inventario|numero di inventario|numero de patrimonio|patrimonio',
      CODE,
    ),
  ],
  [
    'customer',
    phrase(
      'belonging to|owned by|property of|submitted by|im besitz von|(?:im )?eigentum (?:von|der|des)|der firma|appartenant a|propriete de|pour le compte de|perteneciente a|propiedad de|de la empresa|di proprieta di|appartenente a|per conto di|pertencente a|de propriedade de|da empresa',
      NAME,
    ),
  ],
  [
    'procedure',
    phrase(
      'in accordance with(?: (?:the )?procedure)?|according to(?: (?:the )?procedure)?|using (?:the )?procedure|gemass(?: (?:dem )?verfahren| (?:der )?kalibrieranweisung)?|nach (?:dem )?verfahren|selon(?: la procedure)?|conformement a(?: la procedure)?|conforme al? procedimiento|segun(?: el)? procedimiento|secondo(?: la)? procedura|in conformita alla procedura|de acordo com o procedimento|conforme o procedimento|segundo o procedimento',
      CODE,
    ),
  ],
  [
    'temperature',
    new RegExp(
      `(?:temperature|temperatur|temperatura)(?: ambiante| ambiente)?\\s+(?:of|was|von|de|di|da|:)?\\s*(${READING}\\s*${DEGREES}(?:\\s*±\\s*\\d+(?:[.,]\\d+)?\\s*(?:${DEGREES}|K))?)`,
      'giu',
    ),
  ],
  [
    'humidity',
    new RegExp(
      `(?:humidity|luftfeuchte|luftfeuchtigkeit|feuchte|humidite|humedad|umidita|umidade|humidade)(?: relative| relativa)?\\s+(?:of|was|von|de|di|da|:)?\\s*(${READING}\\s*%(?:\\s?(?:rh|hr|ur|rf)\\b)?)`,
      'giu',
    ),
  ],
  [
    'technician',
    phrase(
      'performed by|carried out by|calibrated by|durchgefuhrt von|kalibriert von|realisee? par|effectuee? par|realizada por|realizado por|efectuada por|eseguita da|eseguito da|effettuata da|executada por|executado por',
      NAME,
    ),
  ],
];

interface Paragraph {
  text: string;
  /** Start offset of each line's text within `text`. */
  starts: number[];
  lines: Line[];
}

function isProseLine(line: Line, labels: LabelMap): boolean {
  const first = line.cells[0]!;
  return !(labels.blockOf.get(first)?.hit.colon ?? false);
}

/**
 * "Type | TWIN-CAL IP67 | Serial No. | 00440": a row of a form, read by the label reader; so
 * is a row of values under a band of captions ("Drehmomentschlüssel | Norbar | Model 60 |
 * 9811004" under "Bezeichnung | Hersteller | Typ | Seriennummer"), whose cells no sentence
 * runs through ("Model 60 9811004" is no model).
 */
function isFormRow(layout: DocumentLayout, line: Line, labels: LabelMap): boolean {
  if (line.cells.length < 2 || isJustifiedProse(line)) return false;
  if (line.cells.some((cell) => labels.blockOf.get(cell)?.hit.inline === null)) return true;
  const above = layout.lines[line.index - 1];
  return (
    above !== undefined &&
    above.page === line.page &&
    line.top - above.bottom <= line.size &&
    above.cells.filter((cell) => labels.blockOf.get(cell)?.hit.inline === null).length >= 3
  );
}

/**
 * Gaps up to this many font sizes between the words of a scanned line are justified prose: OCR
 * places every word where it is printed, so a fully justified line splits into cells that a
 * text PDF (one run per line) never has — and a phrase such as "asset number" in the middle of
 * a sentence then stands alone in a cell, like a label.
 */
const JUSTIFIED_GAP = 2;
/** A row of a form has a few words; a line of prose has more, and commas or full stops. */
const PROSE_LINE_MIN_WORDS = 7;

function isJustifiedProse(line: Line): boolean {
  if (line.cells.length < 2) return false;
  const text = line.cells.map((cell) => cell.text).join(' ');
  return (
    text.split(/\s+/).length >= PROSE_LINE_MIN_WORDS &&
    /[,.;]/.test(text) &&
    line.cells.every(
      (cell, index) =>
        cell.font.startsWith('ocr@') &&
        (index === 0 || cell.x0 - line.cells[index - 1]!.x1 <= JUSTIFIED_GAP * line.size),
    )
  );
}

/** One column of text: a single cell, or a scanned line of prose spread by justification. */
function isOneColumn(line: Line): boolean {
  return line.cells.length === 1 || isJustifiedProse(line);
}

/** Consecutive lines of one column, close together, joined into paragraphs. */
function paragraphs(layout: DocumentLayout, labels: LabelMap, excluded: Exclusions): Paragraph[] {
  const out: Paragraph[] = [];
  let current: Paragraph | null = null;
  let previous: Line | null = null;
  for (const line of layout.lines) {
    const text = isFormRow(layout, line, labels) ? '' : excluded.text(line);
    if (text === '') {
      current = null;
      continue;
    }
    const continues =
      current !== null &&
      previous !== null &&
      previous.page === line.page &&
      isOneColumn(line) &&
      isOneColumn(previous) &&
      Math.abs(line.x0 - previous.x0) <= line.size * 1.5 &&
      line.top - previous.bottom <= line.size * 0.7 &&
      isProseLine(line, labels);
    if (continues && current) {
      const joinHyphen = /[a-z]-$/.test(current.text) && /^[a-z]/.test(text);
      current.text = joinHyphen ? current.text.slice(0, -1) : `${current.text} `;
      current.starts.push(current.text.length);
      current.text += text;
      current.lines.push(line);
    } else {
      current = { text, starts: [0], lines: [line] };
      out.push(current);
    }
    previous = line;
  }
  return out;
}

function lineAt(paragraph: Paragraph, offset: number): Line {
  let index = 0;
  while (index + 1 < paragraph.starts.length && paragraph.starts[index + 1]! <= offset) index++;
  return paragraph.lines[index]!;
}

function push(candidates: Candidate[], line: Line, field: CandidateField, value: string): void {
  candidates.push(
    candidateAt(line.cells[0]!, {
      field,
      value,
      label: null,
      method: 'sentence',
      generic: false,
      unit: null,
    }),
  );
}

/** True when `before` ends like "…was calibrated on" (the date follows). */
function calibratedOn(before: string): boolean {
  let end = -1;
  for (const match of before.matchAll(CALIBRATION_VERB)) {
    end = DOCUMENT_WORD.test(match[0]) ? -1 : match.index + match[0].length;
  }
  if (end < 0) return false;
  const tail = before.slice(end);
  return (
    tail.length <= MAX_VERB_TO_DATE &&
    !/[.;:]/.test(tail) &&
    DATE_PREPOSITION.test(tail) &&
    !NOT_CALIBRATION.test(tail)
  );
}

/**
 * "…am 2025-10-29 nach Verfahren X kalibriert wurde", "…wurde am 28.08.2023 kalibriert.": the
 * verb comes after the date (German puts it last).
 */
function calibratedAfter(before: string, after: string): boolean {
  return (
    /\b(?:am|on|le|el|il|em)\s*$/.test(before) &&
    !NOT_CALIBRATION.test(before.slice(-25)) &&
    /\b(?:kalibriert (?:wurde|worden)|kalibriert\s*$|was calibrated|were calibrated|a ete etalonne|fue calibrad|e stat[oa] tarat|foi calibrad)/.test(
      after,
    )
  );
}

/**
 * Validity of something other than the instrument's calibration: the lab's accreditation, or a
 * traceability letter ("This letter is valid until…", "Esta carta é válida até…"; a paragraph
 * opening on "letter is valid…" when its first words are in the letter's excluded heading; a
 * scan's "This letters valid until…", the space and the "i" of "is" lost).
 */
const ACCREDITATION_CONTEXT =
  /\b(?:accredit|acredit|akkredit|accredia|acreditac|accreditament)\w*|(?:^|\b(?:this|the|esta|la|cette|dieses|das|questa|este)\s+)(?:letter|carta|lettre|schreiben|lettera)(?:s\b|\b)/;

/** Lines with a date label are read by the label reader; prose readers leave them alone. */
function hasDateLabel(line: Line, labels: LabelMap): boolean {
  return line.cells.some((cell) => {
    const target = labels.blockOf.get(cell)?.hit.target;
    return target === 'calibrationDate' || target === 'dueDate' || target === 'otherDate';
  });
}

function dateSentences(
  candidates: Candidate[],
  paragraph: Paragraph,
  labels: LabelMap,
  todayYear: number,
): void {
  const folded = foldText(paragraph.text);
  for (const token of findDates(paragraph.text, todayYear)) {
    const line = lineAt(paragraph, token.start);
    if (hasDateLabel(line, labels)) continue;
    const before = folded.slice(Math.max(0, token.start - 90), token.start);
    const after = folded.slice(token.end, token.end + 80).split(/[.;]/)[0] ?? '';
    // "Laboratorio acreditado … vigente hasta 2025-10-31": the accreditation's validity, not
    // the instrument's due date.
    // A scan's stray quote marks ("This ‘letter is valid until") do not hide the subject.
    if (DUE_ON.test(before) && !ACCREDITATION_CONTEXT.test(before.replace(/['‘’“”"«»`]/g, '')))
      push(candidates, line, 'dueDate', token.text);
    else if (calibratedOn(before) || calibratedAfter(before, after)) {
      push(candidates, line, 'calibrationDate', token.text);
    }
  }
}

/** "Amanda Brooks." ends a sentence; "Andaluza S.L." and "Acme Inc." end an abbreviation. */
function withoutFullStop(name: string): string {
  const last = /(\S+)\.$/.exec(name)?.[1];
  if (!last || last.includes('.') || last.length <= 3) return name;
  return name.slice(0, -1);
}

const PROSE_MIN_WORDS = 4;
const CODE_FIELDS: ReadonlySet<CandidateField> = new Set([
  'model',
  'serialNumber',
  'equipmentId',
  'procedure',
]);

/** The value as printed, or null when it cannot be this field. */
function proseValue(field: CandidateField, printed: string): string | null {
  // A code that ends the sentence keeps its text, not the full stop ("S.L." keeps its own).
  const value = CODE_FIELDS.has(field) ? printed.replace(/\.$/, '') : withoutFullStop(printed);
  // Codes carry a digit, or are printed in capitals like a product name ("DREMOMETER SE");
  // a person is named with at least two words.
  if (CODE_FIELDS.has(field) && !/\d/.test(value) && !isCapitalisedModel(field, value)) return null;
  if (field === 'technician' && value.split(/\s+/).length < 2) return null;
  // "Performed By   Reviewed By" is a row of captions, not a sentence.
  if (matchLabel(value)?.inline === null) return null;
  return value;
}

function isCapitalisedModel(field: CandidateField, value: string): boolean {
  return field === 'model' && /^\p{Lu}{2}[\p{Lu}\d -]*$/u.test(value);
}

export function sentenceCandidates(
  layout: DocumentLayout,
  labels: LabelMap,
  excluded: Exclusions,
  todayYear: number,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const paragraph of paragraphs(layout, labels, excluded)) {
    dateSentences(candidates, paragraph, labels, todayYear);
    if (paragraph.text.split(/\s+/).length < PROSE_MIN_WORDS) continue;
    const folded = foldText(paragraph.text);
    for (const [field, pattern] of PROSE_FIELDS) {
      for (const match of folded.matchAll(pattern)) {
        const start = match.index + match[0].length - match[1]!.length;
        const value = proseValue(field, paragraph.text.slice(start, start + match[1]!.length));
        if (value === null) continue;
        push(candidates, lineAt(paragraph, start), field, value);
        break;
      }
    }
  }
  return candidates;
}
