import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOidcSignIn } from './api/auth-requests';
import { authErrorMessage } from './auth-error-message';

/** Single sign-on through the deployment's OpenID Connect provider (when configured). */
export function OidcSignInButton({ callbackURL }: { callbackURL: string }) {
  const oidc = useOidcSignIn();
  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={oidc.isPending || oidc.isSuccess}
        onClick={() =>
          oidc.mutate(callbackURL, { onSuccess: (url) => window.location.assign(url) })
        }
      >
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Continue with single sign-on
      </Button>
      {oidc.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {authErrorMessage(oidc.error, 'sign-in')}
        </p>
      )}
    </div>
  );
}
