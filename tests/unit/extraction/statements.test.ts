import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../src/extraction/dictionary/normalize.js';
import { statementResult, verdictResult } from '../../../src/extraction/dictionary/statements.js';

const statement = (text: string) => statementResult(normalizeText(text));
const verdict = (text: string) => verdictResult(normalizeText(text));

describe('conformity statements', () => {
  it.each([
    ['The instrument was found within the manufacturer’s specifications.', 'Pass'],
    ['All measured values were in tolerance.', 'Pass'],
    ['Alle Messwerte lagen innerhalb der zulässigen Fehlergrenzen.', 'Pass'],
    ["L'instrument est conforme aux spécifications.", 'Pass'],
    ['El instrumento es conforme a las especificaciones.', 'Pass'],
    ['Lo strumento è conforme alle specifiche.', 'Pass'],
    ['O instrumento está conforme as especificações.', 'Pass'],
    ['The instrument was found out of tolerance.', 'Fail'],
    ['Das Messgerät liegt außerhalb der Toleranz.', 'Fail'],
    ["L'instrument n'est pas conforme.", 'Fail'],
    ['El instrumento no es conforme: algunos errores superan la tolerancia.', 'Fail'],
    ['Lo strumento non è conforme.', 'Fail'],
    ['O instrumento não está conforme.', 'Fail'],
    ['Limited calibration: only the 0 to 10 V range was calibrated.', 'Limited'],
    ["Lo strumento è conforme con limitazioni d'uso.", 'Limited'],
    [
      'Taking the measurement uncertainty into account, neither compliance nor non-compliance with the specification can be stated.',
      'Indeterminate',
    ],
  ])('%s → %s', (text, result) => {
    expect(statement(text)).toBe(result);
  });

  // A scan misread one letter of a long word for its look-alike (seed 32171: "b" as "h").
  it.each([
    ['Alle Messwerte lagen innerhalh der zulässigen Fehlergrenzen.', 'Pass'],
    ['Die Messwerte lagen nicht innerhalh der Fehlergrenzen.', 'Fail'],
  ])('%s → %s (a word misread)', (text, result) => {
    expect(statement(text)).toBe(result);
  });

  it('reads no statement into a sentence two letters from one', () => {
    expect(statement('Alle Messwerte lagen innarhalh der zulässigen Fehlergrenzen.')).toBeNull();
  });

  // Wordings of "no verdict is possible" with articles, modal verbs and the French "statuer".
  it.each([
    ['Given the uncertainty it is not possible to state conformity with the tolerance.'],
    ['Es ist weder eine Konformität noch eine Nichtkonformität nachweisbar.'],
    ["Il n'est pas possible de se prononcer sur la conformité de l'appareil."],
    ['Conformité : non statuable'],
    ['No es posible establecer la conformidad del equipo.'],
    ['Non è possibile stabilire la conformità dello strumento.'],
    ['Não é possível afirmar a conformidade do equipamento.'],
    ['Neither a conformity nor a non-conformity could be shown.'],
  ])('%s → Indeterminate', (text) => {
    expect(statement(text)).toBe('Indeterminate');
  });

  it.each([
    ['Accepted with restriction: the 200 bar range is not usable.'],
    ['Conforme avec restriction'],
    ['Apto con restricción de uso'],
    ['Aprovado com restrição'],
    ['Idoneo con restrizione'],
  ])('%s → Limited', (text) => {
    expect(statement(text)).toBe('Limited');
  });

  it.each([
    ['Received out of tolerance, repaired and returned within specification.', 'Pass'],
    ['Das Gerät wurde justiert und entspricht jetzt den Herstellerangaben.', 'Pass'],
    ["L'appareil a été ajusté ; il est désormais conforme.", 'Pass'],
    ['The gauge was found out of tolerance and was not adjusted.', 'Fail'],
    ['Readings are not within the permissible error limits.', 'Fail'],
    ['The deviations are within the maximum permissible errors.', 'Pass'],
    ['Das Messgerät entspricht nicht der Spezifikation.', 'Fail'],
    ["L'appareil ne satisfait pas aux exigences.", 'Fail'],
    ['Lo strumento soddisfa le specifiche del costruttore.', 'Pass'],
    ['O equipamento não atende às especificações.', 'Fail'],
  ])('final state: %s → %s', (text, result) => {
    expect(statement(text)).toBe(result);
  });

  it('finds no statement where none is made', () => {
    expect(statement('No statement of conformity is made.')).toBeNull();
    expect(statement('The uncertainty stated is the expanded uncertainty.')).toBeNull();
  });

  it('does not read a signature caption as a verdict', () => {
    expect(statement('Aprovado por')).toBeNull();
    expect(statement('Aprovada pela gerência')).toBeNull();
    expect(statement('Instrumento aprovado.')).toBe('Pass');
  });

  it.each([
    ['PASS', 'Pass'],
    ['i. O.', 'Pass'],
    ['n. i. O.', 'Fail'],
    // The O read as a zero on a scan.
    ['i. 0.', 'Pass'],
    ['i. 0,', 'Pass'],
    ['n. i. 0.', 'Fail'],
    ['Conforme', 'Pass'],
    ['Non conforme', 'Fail'],
    ['Hors tolérance', 'Fail'],
    ['Within Specification', 'Pass'],
    ['Utilisation limitée', 'Limited'],
    ['Conformità non dichiarabile', 'Indeterminate'],
    ['KO', 'Fail'],
    ['N.OK', 'Fail'],
    ['Pasa', 'Pass'],
    ['No pasa', 'Fail'],
    // A long verdict word a scan read with one look-alike letter (session 46, seed 20161).
    ['hestanden', 'Pass'],
    ['Satisfaclory', 'Pass'],
  ])('one-word verdict %s → %s', (text, result) => {
    expect(verdict(text)).toBe(result);
  });

  it.each([
    // Two look-alike letters off, or a short word one off: no verdict.
    ['hcstanden'],
    ['Pesa'],
  ])('no verdict from %s', (text) => {
    expect(verdict(text)).toBeNull();
  });

  it('reads a phrase with a long word one look-alike letter off as the statement it makes', () => {
    expect(verdict('nicht hestanden')).toBe('Fail');
  });
});
