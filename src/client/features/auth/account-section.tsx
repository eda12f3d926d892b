/**
 * Account control on the dashboard: download everything we hold about the user, or delete the
 * account (with a confirmation step: it cannot be undone).
 */
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDeleteAccount, useExportAccount } from './api/account';

export function AccountSection({ email }: { email: string }) {
  const exportData = useExportAccount();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () =>
        toast.success('Export Downloaded', {
          description: 'Your account data has been downloaded as a JSON file.',
        }),
      onError: () => toast.error('Export Failed', { description: 'Please try again' }),
    });

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => window.location.assign('/'),
      onError: () =>
        toast.error('Account Deletion Failed', {
          description: 'Please try again or contact support',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Account</h2>
        <CardDescription>
          Signed in as <span className="font-medium text-slate-900">{email}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onExport} disabled={exportData.isPending}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {exportData.isPending ? 'Preparing...' : 'Export My Data'}
        </Button>
        <Button
          variant="secondary"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete Account
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogContent
          title="Delete your account?"
          description="This cannot be undone."
          className="max-w-md"
        >
          <p className="text-sm text-slate-700">
            Your account, your conversion history and any active subscription will be deleted
            permanently. Future charges stop. Download your data first if you want a copy.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Keep My Account
            </Button>
            <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete Permanently'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
