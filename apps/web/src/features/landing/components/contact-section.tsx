import { LifeBuoy, Mail, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { ContactForm } from './contact-form';
import { Section } from './section';

const points = [
  { icon: MessageCircleQuestion, key: 'questions' },
  { icon: LifeBuoy, key: 'account' },
  { icon: Mail, key: 'email' },
] as const;

export function ContactSection() {
  const { t } = useTranslation('landingMore');
  return (
    <Section id="contact" eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ul className="space-y-6">
          {points.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`contact.points.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`contact.points.${key}.body`)}</p>
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
