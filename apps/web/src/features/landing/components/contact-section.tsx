import { LifeBuoy, Mail, MessageCircleQuestion } from 'lucide-react';
import { ContactForm } from './contact-form';
import { Section } from './section';

const points = [
  {
    icon: MessageCircleQuestion,
    title: 'Questions about Benji',
    body: 'How a tool works, what a plan includes, or whether Benji fits your claim.',
  },
  { icon: LifeBuoy, title: 'Help with your account', body: 'Sign-in trouble, your trial, cancelling a Pro plan, or deleting your data.' },
  { icon: Mail, title: 'We answer by e-mail', body: 'Support is free for every account, including during the trial.' },
];

export function ContactSection() {
  return (
    <Section id="contact" eyebrow="Contact" title="Talk to a person" intro="Write to us and we will answer at the e-mail address you give.">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ul className="space-y-6">
          {points.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{body}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </Section>
  );
}
