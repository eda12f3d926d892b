import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from './api/auth-requests';
import { authErrorMessage } from './auth-error-message';

/**
 * Confirms the address with the emailed token as soon as the page opens (the link itself only
 * loads this page, so a mail scanner fetching it confirms nothing), then offers the dashboard.
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Cached "signed out" answers belong to the visitor this page was opened as.
    verify.mutate(token, { onSuccess: () => void queryClient.resetQueries() });
  }, [token, verify, queryClient]);

  if (verify.isSuccess) {
    return (
      <div className="space-y-4 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-green-700" />
        <p className="text-slate-700">
          Your email address is confirmed and you are signed in. Your 3 free conversions a month are
          ready.
        </p>
        <Button asChild>
          <Link href={ROUTES.dashboard}>Go to Dashboard</Link>
        </Button>
      </div>
    );
  }
  if (verify.isError) {
    return <VerifyEmailProblem message={authErrorMessage(verify.error, 'verify')} />;
  }
  return (
    <div className="flex items-center justify-center gap-3 py-4 text-slate-700">
      <Spinner label="Confirming your email address..." />
      <span aria-hidden="true">Confirming your email address...</span>
    </div>
  );
}

export function VerifyEmailProblem({ message }: { message: string }) {
  return (
    <div className="space-y-4 text-center">
      <CircleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-amber-600" />
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Button asChild variant="secondary">
        <Link href={ROUTES.signIn}>Back to sign in</Link>
      </Button>
    </div>
  );
}
