import {
  BarChart3,
  FileSpreadsheet,
  Headphones,
  Infinity as InfinityIcon,
  Layers,
  Zap,
} from 'lucide-react';
import { MAX_FILES_PRO_BATCH } from '@shared/constants';

/** SPEC §1/§2: the six Pro features. */
const FEATURES = [
  {
    icon: InfinityIcon,
    title: 'Unlimited conversions',
    text: 'Convert as many certificates as you need, every month.',
  },
  {
    icon: Layers,
    title: `Batch upload up to ${MAX_FILES_PRO_BATCH} PDFs`,
    text: 'Process a whole audit folder in one go.',
  },
  { icon: Zap, title: 'Priority AI processing', text: 'Your files go to the front of the queue.' },
  {
    icon: FileSpreadsheet,
    title: 'Advanced Excel formatting',
    text: 'Live due dates, status colours and filters, ready for audits.',
  },
  {
    icon: BarChart3,
    title: 'Conversion history dashboard',
    text: 'Every conversion and its statistics in one place.',
  },
  {
    icon: Headphones,
    title: 'Priority support',
    text: 'Email answers from our team, first in line.',
  },
];

export function ProFeatures() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <div className="h-fit rounded-lg bg-brand-100 p-2">
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
          </div>
          <div>
            <p className="font-semibold text-slate-900">{title}</p>
            <p className="text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
