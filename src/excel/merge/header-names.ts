/**
 * Recognising the columns of a register someone else designed, by its header text: English,
 * German, French, Spanish, Italian and Portuguese names and the usual abbreviations ("S/N",
 * "Asset #", "Cal Date", "Next Due", "Fällig am", "Échéance"). Rules are tried in order, so the
 * more specific ones ("Calibration Due", "Equipment ID") win over the words they contain.
 */

export type RegisterField =
  | 'dueDate'
  | 'calibrationInterval'
  | 'daysUntilDue'
  | 'status'
  | 'certificateNumber'
  | 'calibrationLab'
  | 'calibrationDate'
  | 'serialNumber'
  | 'equipmentId'
  | 'manufacturer'
  | 'model'
  | 'result'
  | 'equipmentName'
  | 'sourceFile';

/** The columns that can identify an instrument (shared/instrument-identity.ts). */
export const IDENTIFYING_FIELDS: readonly RegisterField[] = [
  'serialNumber',
  'equipmentId',
  'certificateNumber',
];

/** Lower case, accents and punctuation gone (but '#' and '/' kept), single spaces. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9#/°º]+/g, ' ')
    .replace(/[°º]/g, ' no ')
    .replace(/\s+/g, ' ')
    .trim();
}

const RULES: Array<[RegisterField, RegExp]> = [
  [
    'daysUntilDue',
    /\b(days?( left| remaining| (until|to|till) (due|next))|remaining days|tage|restlaufzeit|jours restants|dias restantes|giorni)\b/,
  ],
  [
    'calibrationInterval',
    /\b(interval+[eo]?|intervalle|frequency|frequenz|frecuencia|frequenza|periodicit[ay]|periodicidad(e)?|cycle|zyklus)\b/,
  ],
  [
    'dueDate',
    /\b(due|next|expir\w*|valid (until|thru|through)|recal\w*|fallig\w*|faellig\w*|naechste|nachste|echeance|prochain\w*|vencimiento|proxima|proximo|scadenza|prossima|vencimento|validade|ablauf\w*|gultig bis|retest)\b/,
  ],
  ['sourceFile', /^(source file|source|file|file name|pdf|datei|fichier|archivo|ficheiro)$/],
  ['status', /^(status|state|condition|etat|statut|estado|stato|zustand|situacao)$/],
  [
    'certificateNumber',
    /\b(cert\w*|zertifikat\w*|kalibrierschein\w*|certificat\w*|certificado\w*|certificato\w*|report no|report #)\b/,
  ],
  [
    'calibrationLab',
    /\b(lab\w*|provider|vendor|supplier|service (company|provider)|calibrated by|laboratoire|laboratorio|kalibrierlabor|dienstleister|lieferant|fornitore|fournisseur|proveedor|fornecedor|ente)\b/,
  ],
  [
    'calibrationDate',
    /\b(cal(ibration)? date|date (of )?cal\w*|last cal\w*|calibrated( on)?|date calibrated|kalibrier\w*|kalibriert( am)?|letzte\w*|date d etalonnage|etalonn\w*|date de calibration|fecha( de)? calibraci\w*|calibrad[oa]|ultima calibr\w*|data( di)? taratura|tarat\w*|data( de)? calibra\w*|calibra\w* date|cal)\b/,
  ],
  [
    'serialNumber',
    /\b(serial\w*|s\/n|sn|s n|ser no|ser #|seriennummer|serien ?nr|serie|n de serie|no de serie|numero de serie|n serie|matricola|numero di serie|n di serie|numero de serie)\b/,
  ],
  [
    'equipmentId',
    /\b(asset\w*|equipment (id|no|number|#)|equip id|instrument (id|no|#)|gauge (id|no|#)|tag\w*|id|id no|id #|inventory\w*|inventar\w*|inventaire|inventario|patrimonio|identifica\w*|gerate ?nummer|pruefmittel\w*|prufmittel\w*|pm nr|codigo|codice|code|n inventaire|ident\w*)\b/,
  ],
  [
    'manufacturer',
    /\b(manufacturer|make|maker|brand|mfr|mfg|mfgr|hersteller|fabricant|fabricante|marque|marca|produttore|costruttore|fabbricante)\b/,
  ],
  ['model', /\b(model\w*|modell|modele|modelo|modello|type|typ|tipo|part no|part #)\b/],
  [
    'result',
    /\b(result\w*|pass\/fail|pass fail|ergebnis|befund|resultat|resultado|risultato|esito|verdict|outcome|conformity|konformitat)\b/,
  ],
  [
    'equipmentName',
    /\b(description|equipment|instrument\w*|name|item|bezeichnung|gerat\w*|messmittel|pruefmittel|designation|appareil|descripcion|equipo|instrumento|descrizione|strumento|apparecchio|descricao|equipamento|denominazione|denominacion)\b/,
  ],
];

/** Which register field a header names, or null. */
export function fieldOfHeader(text: string): RegisterField | null {
  const header = normaliseHeader(text);
  if (header === '' || header.length > 60) return null;
  for (const [field, rule] of RULES) {
    if (rule.test(header)) return field;
  }
  return null;
}
