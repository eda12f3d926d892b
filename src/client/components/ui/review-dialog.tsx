/**
 * Review a conversion before downloading it (issue 18 item 4): every field of every instrument,
 * low/medium confidence marked, each editable (saved as a correction the workbooks use), and,
 * with the user's own copy of the PDF, the page each value was read from with its box outlined.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { correctedFields, isCorrected, type CorrectionValue } from '@shared/corrections';
import { FIELD_LABELS, type FieldKey } from '@shared/extraction';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { InstrumentFieldList } from '@/components/ui/instrument-field-list';
import { Label } from '@/components/ui/label';
import { SourcePagePanel } from '@/components/ui/source-page-panel';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error';
import {
  conversionDetailQueryOptions,
  conversionSourcesQueryOptions,
  useSaveCorrection,
} from '@/lib/conversion-review-requests';
import { displayValue, instrumentName } from '@/lib/review-fields';

export interface ReviewDialogProps {
  conversion: { id: string; filename: string } | null;
  /** The PDF itself when the browser still has it (the convert dialog): no need to choose it. */
  pdf?: File | null;
  onClose: () => void;
  /** Opened without a Radix trigger: where focus goes back to on closing. */
  returnFocusTo?: HTMLElement | null;
}

export function ReviewDialog({ conversion, pdf, onClose, returnFocusTo }: ReviewDialogProps) {
  return (
    <Dialog open={conversion !== null} onOpenChange={(open) => !open && onClose()}>
      {conversion && (
        <DialogContent
          title="Review extracted values"
          description={conversion.filename}
          className="max-w-5xl"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <ReviewBody conversionId={conversion.id} pdf={pdf ?? null} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReviewBody({ conversionId, pdf }: { conversionId: string; pdf: File | null }) {
  const detail = useQuery(conversionDetailQueryOptions(conversionId));
  const sources = useQuery(conversionSourcesQueryOptions(conversionId));
  const save = useSaveCorrection(conversionId);
  const [itemIndex, setItemIndex] = useState(0);
  const [selectedKey, setSelectedKey] = useState<FieldKey | null>(null);
  const [status, setStatus] = useState('');

  if (detail.isLoading) return <Spinner label="Loading the values..." />;
  if (!detail.data) {
    return (
      <p role="alert" className="text-sm text-red-800">
        The values could not be loaded. Please try again.
      </p>
    );
  }
  const { items, corrections, itemConfidence } = detail.data;
  if (items.length === 0) {
    return <p className="text-sm text-slate-700">This conversion failed: there are no values.</p>;
  }
  const index = Math.min(itemIndex, items.length - 1);
  const fields = correctedFields(items[index]!, corrections?.[String(index)]);
  const name = instrumentName(fields, index);
  // The engine records each instrument's confidence, and positions for the first one only.
  const first = index === 0;
  const accreditation = sources.data?.accreditation?.[index] ?? null;

  const saveField = async (key: FieldKey, value: CorrectionValue) => {
    try {
      await save.mutateAsync({ itemIndex: index, fields: { [key]: value } });
      setStatus(`${FIELD_LABELS[key]} of ${name} saved.`);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'The value could not be saved.'), { cause: error });
    }
  };

  const selection = selectedKey
    ? {
        name: `${FIELD_LABELS[selectedKey]} of ${name}`,
        value: displayValue(fields[selectedKey]),
        source: (first ? sources.data?.sources[selectedKey] : undefined) ?? null,
      }
    : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-3">
        {items.length > 1 && (
          <div className="space-y-1">
            <Label htmlFor="review-instrument">Instrument</Label>
            <select
              id="review-instrument"
              value={index}
              onChange={(event) => {
                setItemIndex(Number(event.target.value));
                setSelectedKey(null);
              }}
              className="flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
            >
              {items.map((item, i) => (
                <option key={i} value={i}>
                  {i + 1}. {instrumentName(correctedFields(item, corrections?.[String(i)]), i)}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className="text-sm text-slate-700">
          Check each value against the certificate. Values marked{' '}
          <span className="font-medium text-red-800">low</span> or{' '}
          <span className="font-medium text-amber-900">medium</span> confidence deserve a second
          look; your corrections go into every download.
        </p>
        <p role="status" className="sr-only">
          {status}
        </p>
        {accreditation && (
          <p
            data-testid="accreditation-check"
            className={
              accreditation.status === 'valid'
                ? 'rounded-md bg-emerald-50 p-2 text-sm text-emerald-900'
                : accreditation.status === 'expired'
                  ? 'rounded-md bg-red-50 p-2 text-sm text-red-800'
                  : 'rounded-md bg-slate-100 p-2 text-sm text-slate-700'
            }
          >
            <span className="font-medium">Accreditation check:</span> {accreditation.label}
          </p>
        )}
        <InstrumentFieldList
          key={index}
          fields={fields}
          instrumentName={name}
          confidence={itemConfidence[index] ?? {}}
          isCorrected={(key) => isCorrected(corrections ?? {}, index, key)}
          selectedKey={selectedKey}
          onShow={setSelectedKey}
          onSave={saveField}
        />
      </div>
      <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
        <SourcePagePanel
          selection={selection}
          pageCount={sources.data?.pageCount ?? null}
          initialFile={pdf}
        />
      </div>
    </div>
  );
}
