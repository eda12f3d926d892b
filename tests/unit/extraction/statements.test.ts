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

  it('finds no statement where none is made', () => {
    expect(statement('No statement of conformity is made.')).toBeNull();
    expect(statement('The uncertainty stated is the expanded uncertainty.')).toBeNull();
  });

  it.each([
    ['PASS', 'Pass'],
    ['i. O.', 'Pass'],
    ['n. i. O.', 'Fail'],
    ['Conforme', 'Pass'],
    ['Non conforme', 'Fail'],
    ['Hors tolérance', 'Fail'],
    ['Within Specification', 'Pass'],
    ['Utilisation limitée', 'Limited'],
    ['Conformità non dichiarabile', 'Indeterminate'],
  ])('one-word verdict %s → %s', (text, result) => {
    expect(verdict(text)).toBe(result);
  });
});
