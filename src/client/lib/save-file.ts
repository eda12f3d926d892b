import { apiFetch } from './api-client';

/** Saves a downloaded file under the given name (the browser's download, no new tab). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches `url` with the visitor's cookies and saves the answer as `fileName` (else ApiError). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await apiFetch(url);
  saveBlob(await res.blob(), fileName);
}
