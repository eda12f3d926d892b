import { NAV } from '@shared/routes';
import { Button } from '@/components/ui/button';

/**
 * The header's "Sign In": shown when signed out, while the session is unknown and in the
 * pre-rendered pages (session-link.tsx decides once it has loaded).
 */
export function SignInLink({ className }: { className?: string }) {
  return (
    <Button asChild size="sm" variant="secondary" className={className}>
      <a href={NAV.login}>Sign In</a>
    </Button>
  );
}
