import { useMutation } from '@tanstack/react-query';
import type { CorrectionRequest, ExtractedData } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

export interface CorrectedConversion {
  id: string;
  extractedData: ExtractedData | null;
}

/** PATCH /api/conversions/:id: saves the user's corrections; answers the updated detail. */
export async function correctConversion(
  conversionId: string,
  request: CorrectionRequest,
): Promise<CorrectedConversion> {
  const res = await apiRequest(
    'PATCH',
    `/api/conversions/${encodeURIComponent(conversionId)}`,
    request,
  );
  return (await res.json()) as CorrectedConversion;
}

export function useCorrectConversion() {
  return useMutation({
    mutationFn: ({ conversionId, request }: { conversionId: string; request: CorrectionRequest }) =>
      correctConversion(conversionId, request),
  });
}
