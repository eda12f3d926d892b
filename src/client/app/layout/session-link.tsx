import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { useAuthUser } from '@/lib/session/auth-user';
import { Button } from '@/components/ui/button';
import { SignInLink } from './sign-in-link';

/**
 * The header's session link: Dashboard when signed in, else Sign In. Its own chunk, loaded with
 * the data cache (site-header.tsx), so the landing page hydrates without the data library.
 */
export default function SessionLink({ className }: { className?: string }) {
  const { user } = useAuthUser();
  if (!user) return <SignInLink className={className} />;
  return (
    <Button asChild size="sm" className={className}>
      <Link href={ROUTES.dashboard}>Dashboard</Link>
    </Button>
  );
}
