import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

export const ACCOUNT_EXPORT_FILE_NAME = 'certsheet-account-export.json';

/** GET /api/account/export: everything CertSheet holds about the user, as a JSON file. */
export async function exportAccount(): Promise<void> {
  const res = await apiRequest('GET', '/api/account/export');
  saveBlob(await res.blob(), ACCOUNT_EXPORT_FILE_NAME);
}

/** DELETE /api/account: the account, its conversions and its sessions. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('DELETE', '/api/account');
}

export const useExportAccount = () => useMutation({ mutationFn: exportAccount });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
