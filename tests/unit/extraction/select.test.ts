import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../src/extraction/fields/candidate.js';
import { choose } from '../../../src/extraction/fields/select.js';

const at = (value: string, label: string): Candidate => ({
  field: 'customer',
  value,
  label,
  method: 'below',
  generic: false,
  unit: null,
  page: 1,
  x: 50,
  y: 248,
  x1: 164,
  line: 6,
  size: 9,
});

describe('choose', () => {
  it('prefers, between equals read on one line, the value more captions agree on', () => {
    const choice = choose(
      [
        // A section heading over two columns reads across both.
        at(
          'Autopartes y Ensambles del — Aciéries de Lorraine',
          'Datos del cliente / Customer Data',
        ),
        at('Autopartes y Ensambles del Centro S.A. de C.V.', 'Cliente'),
        at('Autopartes y Ensambles del Centro S.A. de C.V.', 'Owner'),
      ],
      'customer',
      (candidate) => candidate.value,
    );
    expect(choice?.value).toBe('Autopartes y Ensambles del Centro S.A. de C.V.');
  });
});
