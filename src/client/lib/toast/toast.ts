/**
 * The app's toasts (sonner). Import `toast` from here, not from 'sonner': loading this module is
 * what tells the app shell to mount its <Toaster> (see toaster-request.ts).
 */
import { toast } from 'sonner';
import { requestToaster } from './toaster-request';

requestToaster();

export { toast };
