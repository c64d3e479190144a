import type { ReactNode } from 'react';
import { Link } from 'react-router';

const steps = ['Upload your claim', 'Get AI-generated responses', 'Fight back with expert guidance', 'Secure your maximum payout'];
const tools = ['AI email response generator', 'Letter generator', 'Policy analyzer', 'Proof of loss formatter', 'EUO toolkit'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function LandingSections({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <Section id="how-it-works" title="How It Works">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70">
              <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
              <p className="mt-2 font-semibold text-slate-900">{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="features" title="Five smart tools">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool} className="rounded-2xl bg-white p-6 font-medium text-slate-900 shadow-card ring-1 ring-slate-200/70">
              {tool}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pricing" title="Pricing">
        <p className="text-slate-700">
          {signedIn ? 'Subscription plans will be listed here.' : 'Sign in to see the subscription plans.'}{' '}
          {!signedIn && (
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Log In
            </Link>
          )}
        </p>
      </Section>
      <Section id="contact" title="Contact">
        <p className="text-slate-700">Questions about Benji? The contact form is coming to this section.</p>
      </Section>
      <Section id="faq" title="FAQ">
        <p className="text-slate-700">Benji helps you prepare your claim; it does not file the claim for you and does not give legal advice.</p>
      </Section>
    </>
  );
}
