/**
 * The one-word legal forms that end a company's name, written as printed ("Ltd", "GmbH",
 * "SARL"). Readers that repair a scan's reading of a form share this list: the space before it
 * read as a stop ("Metrology.Ltd"), one look-alike letter in it ("Engineering Lid").
 *
 * Forms of several parts ("S.p.A.", "GmbH & Co. KG", "S. de R.L. de C.V.") have a grammar of
 * their own stops and spaces, written where a name's end is found (fields/lab-statements.ts,
 * fields/organisations.ts, fields/sentences.ts).
 */
export const ONE_WORD_LEGAL_FORMS: readonly string[] = [
  'Ltd',
  'Limited',
  'Inc',
  'LLC',
  'GmbH',
  'Lda',
  'Ltda',
  'SARL',
  'SAS',
  'Kft',
  'Corp',
  'plc',
];
