import { TIPS } from '@benji/shared';
import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../i18n/use-translation';
import { useLetters } from '../../lib/letters/use-letters';
import { TipCard } from './components/tip-card';

/** Spec 2.15: the 12 numbered tips, each with why it matters and, where one fits, its template. */
export function TipsPage() {
  const { t } = useTranslation('tips');
  const { letters } = useLetters();
  return (
    <div>
      <PageHeading title={t('title')}>{t('lead')}</PageHeading>
      <ol className="grid gap-4 lg:grid-cols-2">
        {TIPS.map((tip) => (
          <li key={tip.number}>
            <TipCard tip={tip} template={letters.find((template) => template.id === tip.templateId)} />
          </li>
        ))}
      </ol>
    </div>
  );
}
