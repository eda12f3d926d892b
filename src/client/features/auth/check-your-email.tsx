import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * After sign-up: the account starts when the emailed link is opened. Worded so it reads right
 * whether or not the address already had an account (the server answers both alike).
 */
export function CheckYourEmail({
  email,
  onBackToSignIn,
}: {
  email: string;
  onBackToSignIn(): void;
}) {
  return (
    <div className="space-y-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
      <h2 className="text-xl font-semibold text-slate-900">Check your email</h2>
      <p className="text-slate-700">
        We sent a link to <span className="font-semibold break-all">{email}</span>. Open it to
        confirm your address and sign in. Your 3 free conversions a month start then.
      </p>
      <p className="text-sm text-slate-600">
        No email after a few minutes? Check your spam folder, or sign in to get a new link.
      </p>
      <Button variant="secondary" onClick={onBackToSignIn}>
        Back to sign in
      </Button>
    </div>
  );
}
