import { ChevronDown } from 'lucide-react';
import { MONEY_BACK_DAYS, PRO_TRIAL_DAYS } from '@shared/constants';

/** SPEC §2: four questions — cancel, payment methods, refunds, data security. */
const QUESTIONS = [
  {
    question: 'Can I cancel anytime?',
    answer: `Yes. Cancel whenever you like and you keep Pro until the end of the period you paid for. Cancel during the ${PRO_TRIAL_DAYS}-day free trial and you are not charged at all.`,
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'All major credit and debit cards (Visa, Mastercard, American Express), processed securely by our payment provider. We never see or store your card number.',
  },
  {
    question: 'Do you offer refunds?',
    answer: `Yes. If Pro is not right for you, contact us within ${MONEY_BACK_DAYS} days of your first payment for a full refund.`,
  },
  {
    question: 'Is my data secure?',
    answer:
      'Uploaded PDFs are processed in memory and never stored. We keep only the extracted data of your conversions, over encrypted connections, and you can export or delete it at any time.',
  },
];

export function SubscribeFaq() {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium text-slate-900">
            {question}
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{answer}</p>
        </details>
      ))}
    </div>
  );
}
