import type { ProgressFact } from '@benji/shared';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The record behind a progress tick in the reader's language: the diary entry by the diary's own
 * name for its kind, the claim's status by the app's; dates as the diary keeps them.
 */
export function useProgressFactText(): (fact: ProgressFact) => string {
  const { t } = useTranslation(['chat', 'claims', 'frame']);
  return (fact) => {
    switch (fact.kind) {
      case 'claim_submitted':
        return t('progress.fact.claimSubmitted', { date: fact.on });
      case 'claim_marked':
        return t('progress.fact.claimMarked', { status: t(`frame:statuses.${fact.status}`) });
      case 'policy_pdf':
        return t(fact.where === 'claim' ? 'progress.fact.policyOnClaim' : 'progress.fact.policyInDetails', { filename: fact.filename });
      case 'missing':
        return t(`progress.fact.missing.${fact.record}`);
      case 'diary': {
        const named = { kind: t(`claims:diary.kinds.${fact.event}`), date: fact.on };
        if (fact.answer === 'answered') return t('progress.fact.answered', named);
        if (fact.answer === 'unanswered') return t('progress.fact.unanswered', named);
        return t(fact.byEmail ? 'progress.fact.diaryByEmail' : 'progress.fact.diary', named);
      }
    }
  };
}
