import { ClipboardList, FileSearch, FileText, Mail, Scale, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Section } from './section';

// Spec 2.4: the five smart tools; their English is also @benji/shared's SMART_TOOLS.
const TOOLS: ReadonlyArray<{ key: 'email' | 'letters' | 'policy' | 'proofOfLoss' | 'euo'; icon: LucideIcon }> = [
  { key: 'email', icon: Mail },
  { key: 'letters', icon: FileText },
  { key: 'policy', icon: FileSearch },
  { key: 'proofOfLoss', icon: ClipboardList },
  { key: 'euo', icon: Scale },
];

export function SmartTools() {
  const { t } = useTranslation('landing');
  return (
    <Section
      id="features"
      eyebrow={t('smartTools.eyebrow')}
      title={t('smartTools.title')}
      intro={t('smartTools.intro')}
      className="bg-slate-50"
    >
      {/* Five cards: the last row is centred rather than left with a gap. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {TOOLS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="w-full rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`smartTools.tools.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`smartTools.tools.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
