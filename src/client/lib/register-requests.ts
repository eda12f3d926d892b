/**
 * The register downloads (README "The register"): a batch of conversions or the whole account in
 * one workbook, and a merge into the workbook the user already keeps. Here in lib/ because the
 * convert dialog, the paid view and the dashboard all offer them.
 */
import { registerFileName } from '@shared/file-names';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { saveBlob } from './save-file';
import { attachmentName } from './attachment-name';

/** The file name the server chose (Content-Disposition), else `fallback`. */
function fileNameOf(res: Response, fallback: string): string {
  return attachmentName(res.headers.get('content-disposition'), fallback);
}

/** The register request; a refusal without the server's words gets ours (the screens show it). */
async function requestRegister(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await apiFetch(url, init);
  } catch (error) {
    if (!(error instanceof ApiError) || error.message) throw error;
    throw new ApiError(
      error.status,
      `The register could not be made (${error.status}). Please try again.`,
      error.errorType,
    );
  }
}

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function saveResponse(res: Response, fallback: string): Promise<void> {
  saveBlob(await res.blob(), fileNameOf(res, fallback));
}

/** One register for the listed conversions (all must be paid for). */
export async function downloadBatchRegister(conversionIds: string[]): Promise<void> {
  const ids = conversionIds.map(encodeURIComponent).join(',');
  const res = await requestRegister(`/api/register.xlsx?ids=${ids}`);
  await saveResponse(res, registerFileName(localToday()));
}

/** The signed-in account's register: one row per instrument, earlier calibrations on History. */
export async function downloadAccountRegister(): Promise<{ unpaidLeftOut: number }> {
  const res = await requestRegister('/api/register.xlsx');
  await saveResponse(res, registerFileName(localToday()));
  return { unpaidLeftOut: Number(res.headers.get('x-certsheet-unpaid-left-out') ?? 0) };
}

export interface MergeOutcome {
  sheet: string;
  updated: number;
  added: number;
  upToDate: number;
}

/** Uploads the user's own register; saves it back merged with the account (or `ids`). */
export async function mergeIntoOwnRegister(file: File, ids?: string[]): Promise<MergeOutcome> {
  const form = new FormData();
  if (ids) form.append('ids', ids.join(','));
  form.append('register', file, file.name);
  const res = await requestRegister('/api/register/merge', { method: 'POST', body: form });
  await saveResponse(res, file.name.replace(/\.xlsx$/i, '') + ' (merged).xlsx');
  const summary = res.headers.get('x-certsheet-merge') ?? '';
  const number = (key: string) => Number(new RegExp(`${key}=(\\d+)`).exec(summary)?.[1] ?? 0);
  return {
    sheet: decodeURIComponent(/sheet=([^;]*)/.exec(summary)?.[1] ?? ''),
    updated: number('updated'),
    added: number('added'),
    upToDate: number('up-to-date'),
  };
}
