/**
 * Every field of one instrument, in register order, each editable and each able to show where it
 * was read (see ReviewFieldRow).
 */
import type { CorrectionValue } from '@shared/corrections';
import {
  FIELD_KEYS,
  type ConfidenceMap,
  type FieldKey,
  type InstrumentFields,
} from '@shared/extraction';
import { ReviewFieldRow } from '@/components/ui/review-field-row';

export interface InstrumentFieldListProps {
  fields: InstrumentFields;
  instrumentName: string;
  confidence: ConfidenceMap;
  isCorrected: (key: FieldKey) => boolean;
  selectedKey: FieldKey | null;
  onShow: (key: FieldKey) => void;
  onSave: (key: FieldKey, value: CorrectionValue) => Promise<void>;
}

export function InstrumentFieldList({
  fields,
  instrumentName,
  confidence,
  isCorrected,
  selectedKey,
  onShow,
  onSave,
}: InstrumentFieldListProps) {
  return (
    <ul className="space-y-2" aria-label={`Fields of ${instrumentName}`}>
      {FIELD_KEYS.map((key) => (
        <ReviewFieldRow
          key={key}
          fieldKey={key}
          value={fields[key]}
          instrumentName={instrumentName}
          confidence={confidence[key]}
          corrected={isCorrected(key)}
          selected={selectedKey === key}
          onShow={() => onShow(key)}
          onSave={(value) => onSave(key, value)}
        />
      ))}
    </ul>
  );
}
