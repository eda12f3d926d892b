/**
 * The file name a download's Content-Disposition header gives: the UTF-8 `filename*` when
 * present, else `filename` — quoted, or a bare token as the content-disposition package sends a
 * plain ASCII name (`attachment; filename=CertSheet_Register_2026-11-26.xlsx`).
 */
export function attachmentName(header: string | null, fallback: string): string {
  const value = header ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(value)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(value);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name && name.trim() !== '' ? name : fallback;
}
