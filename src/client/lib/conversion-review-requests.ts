/**
 * The review of a conversion (issue 18 item 4): its detail (every instrument, confidence,
 * corrections), where the values were read, and saving a correction. In lib/ because the
 * dashboard and the convert results both review conversions.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConversionRecord,
  ConversionSourcesResponse,
  CorrectionRequest,
  ExtractedData,
} from '@shared/api';
import type { Corrections } from '@shared/corrections';
import type { ConfidenceMap, InstrumentFields } from '@shared/extraction';
import { apiRequest, getJson } from './api-client';

/** GET /api/conversions/:id (src/server/routes/conversions.ts conversionDetail). */
export interface ConversionDetail extends ConversionRecord {
  downloadUrl: string;
  extractedData: ExtractedData | null;
  confidence: ConfidenceMap;
  /** Each instrument's confidence, in step with items. */
  itemConfidence: ConfidenceMap[];
  corrections: Corrections | null;
  /** Every instrument as extracted; corrections are applied by the reader. */
  items: InstrumentFields[];
  paid: boolean;
}

const path = (id: string) => `/api/conversions/${encodeURIComponent(id)}`;

export const conversionDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/conversions', id],
    queryFn: () => getJson<ConversionDetail>(path(id)),
  });

export const conversionSourcesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/conversions', id, 'sources'],
    queryFn: () => getJson<ConversionSourcesResponse>(`${path(id)}/sources`),
    // Positions never change once a conversion is stored.
    staleTime: Infinity,
  });

/** The queries that show a conversion's values: its detail, the user's lists and statistics. */
function showsConversions(queryKey: readonly unknown[]): boolean {
  const [first, , part] = queryKey;
  if (part === 'sources') return false;
  return typeof first === 'string' && /^\/api\/(conversions$|user\/)/.test(first);
}

/** PATCH /api/conversions/:id, then every query that shows conversions reads again. */
export function useSaveCorrection(conversionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CorrectionRequest) => {
      const res = await apiRequest('PATCH', path(conversionId), request);
      return (await res.json()) as ConversionDetail;
    },
    onSuccess: async (detail) => {
      queryClient.setQueryData(conversionDetailQueryOptions(conversionId).queryKey, detail);
      await queryClient.invalidateQueries({
        predicate: (query) => showsConversions(query.queryKey),
      });
    },
  });
}
