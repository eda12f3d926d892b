import { BarChart3, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { AuthUser } from '@shared/api';
import { NAV, ROUTES } from '@shared/routes';
import { AppBar } from '@/components/ui/app-bar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** SPEC §2: Pro badge, the user's first name or email, and logout (to /api/logout). */
export function DashboardHeader({ user, isPro }: { user: AuthUser; isPro: boolean }) {
  return (
    <AppBar>
      {isPro && <Badge variant="dark">Pro</Badge>}
      <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-700">
        <UserRound aria-hidden="true" className="hidden h-4 w-4 shrink-0 sm:block" />
        <span className="max-w-28 truncate sm:max-w-48">{user.firstName ?? user.email}</span>
      </span>
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link href={ROUTES.analytics}>
          <BarChart3 aria-hidden="true" className="h-4 w-4" />
          Analytics
        </Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <a href={NAV.logout}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Logout
        </a>
      </Button>
    </AppBar>
  );
}
