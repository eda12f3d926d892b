import { BarChart3, BookOpen, ChevronRight, FileSpreadsheet } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const LINKS = [
  {
    href: ROUTES.templates,
    label: 'Free Templates',
    description: 'Excel templates for records and schedules',
    icon: FileSpreadsheet,
  },
  {
    href: ROUTES.blogGuide,
    label: 'User Guide',
    description: 'The complete guide to calibration certificates',
    icon: BookOpen,
  },
  {
    href: ROUTES.analytics,
    label: 'View Analytics',
    description: 'Your conversion statistics and trends',
    icon: BarChart3,
  },
];

export function QuickLinks() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Quick Links</h2>
      </CardHeader>
      <CardContent>
        <ul className="-mx-2 space-y-1">
          {LINKS.map(({ href, label, description, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50"
              >
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900">{label}</span>
                  <span className="block text-xs text-slate-600">{description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="h-4 w-4 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
