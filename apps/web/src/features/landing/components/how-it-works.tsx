import { HOW_IT_WORKS } from '@benji/shared';
import { Section } from './section';

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      eyebrow="How It Works"
      title="From first notice to final payout"
      intro="Four steps, with you in charge of every message that goes out."
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
