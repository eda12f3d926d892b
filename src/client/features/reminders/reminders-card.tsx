/**
 * Reminders on the dashboard: the private calendar feed of due dates (copy, open in a calendar
 * app, how to subscribe in Outlook / Google Calendar / Apple Calendar, rotate) and the weekly
 * e-mail digest switch.
 */
import { BellRing, CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useAccountSettings, useUpdateAccountSettings } from './api/account-settings';
import { useCalendarFeed, useRotateCalendarFeed } from './api/calendar-feed';

const webcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export function RemindersCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();
  const feedInputId = useId();
  const digestLabelId = useId();
  const digestHintId = useId();
  const url = feed.data?.url ?? '';
  const weekly = settings.data?.reminders === 'weekly';

  const onCopy = async () => {
    (document.getElementById(feedInputId) as HTMLInputElement | null)?.select();
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Address Copied', { description: 'Paste it into your calendar app.' });
    } catch {
      toast('Copy the selected address', { description: 'Press Ctrl+C (⌘C on a Mac).' });
    }
  };

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () =>
        toast.success('New Calendar Address', {
          description: 'The old address no longer works. Subscribe again with this one.',
        }),
      onError: () =>
        toast.error('Could Not Change the Address', { description: 'Please try again' }),
    });

  const onToggleDigest = () =>
    update.mutate(
      { reminders: weekly ? 'off' : 'weekly' },
      {
        onSuccess: (next) =>
          toast.success(next.reminders === 'weekly' ? 'Weekly Digest On' : 'Weekly Digest Off', {
            description:
              next.reminders === 'weekly'
                ? 'You will get one e-mail a week when instruments are overdue or due soon.'
                : 'You will no longer get the weekly e-mail.',
          }),
        onError: () => toast.error('Could Not Save', { description: 'Please try again' }),
      },
    );

  return (
    <Card data-testid="reminders-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BellRing aria-hidden="true" className="h-5 w-5 text-brand-700" />
          Calibration Reminders
        </h2>
        <CardDescription>
          Every instrument’s due date in your calendar, and an optional weekly e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-3">
          <label htmlFor={feedInputId} className="text-sm font-medium text-slate-900">
            Your private calendar address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={feedInputId}
              readOnly
              value={feed.isError ? 'Could not load the address' : url || 'Loading...'}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 font-mono text-xs"
            />
            <Button variant="secondary" onClick={onCopy} disabled={!url} className="shrink-0">
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy
            </Button>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="secondary" size="sm" className={cn(!url && 'hidden')}>
              <a href={url ? webcal(url) : undefined}>
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                Open in Calendar App
              </a>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRotate}
              disabled={!url || rotate.isPending}
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {rotate.isPending ? 'Changing...' : 'New Address'}
            </Button>
          </div>
          <details className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-slate-900">
              Subscribe in Outlook / Google Calendar / Apple Calendar
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                <strong>Outlook</strong>: Add calendar → Subscribe from web → paste the address.
              </li>
              <li>
                <strong>Google Calendar</strong>: Other calendars + → From URL → paste the address.
              </li>
              <li>
                <strong>Apple Calendar</strong>: File → New Calendar Subscription → paste the
                address (or use Open in Calendar App).
              </li>
            </ul>
            <p className="mt-2">
              Each instrument appears on its due date with a reminder before it; assumed due dates
              (calculated, not printed) say so. Calendar apps refresh the feed every few hours. Keep
              the address private; New Address stops the old one working.
            </p>
          </details>
        </div>
        <div className="flex items-start justify-between gap-4 border-t border-slate-200 pt-5">
          <div>
            <p id={digestLabelId} className="text-sm font-medium text-slate-900">
              Weekly e-mail digest
            </p>
            <p id={digestHintId} className="mt-1 text-sm text-slate-600">
              One e-mail a week listing instruments that are overdue or due soon; none when nothing
              is due.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={weekly}
            aria-labelledby={digestLabelId}
            aria-describedby={digestHintId}
            disabled={!settings.data || update.isPending}
            onClick={onToggleDigest}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
              weekly ? 'bg-brand-700' : 'bg-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                weekly ? 'translate-x-5' : 'translate-x-0.5',
              )}
            />
          </button>
        </div>
      </CardContent>
    </Card>
  );
}
