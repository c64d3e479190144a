import { localToday, type TClaim } from '@benji/shared';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n/use-translation';
import { useClaimDeadlinesQuery, useClaimDiaryQuery } from '../../api';
import { DiaryEventForm } from './diary-event-form';
import { DiaryEventList } from './diary-event-list';
import { OpenItemsLists } from './open-items-lists';
import { useFailureText } from '../../../../i18n/server-text';

/** The claim's diary: record what happens, see what is still owed both ways. */
export function DiaryPanel({ claim }: { claim: TClaim }) {
  const today = localToday();
  const { t } = useTranslation('claims');
  const shownFailure = useFailureText();
  const diary = useClaimDiaryQuery(claim.id);
  const worked = useClaimDeadlinesQuery({ claimId: claim.id, today });

  return (
    <div className="space-y-6">
      <DiaryEventForm claim={claim} today={today} />
      {worked.data && <OpenItemsLists openItems={worked.data.open_items} />}
      <section aria-labelledby="diary-list-title">
        <h3 id="diary-list-title" className="mb-3 font-semibold text-slate-900">
          {t('diary.title')}
        </h3>
        {diary.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> {t('diary.loading')}
          </p>
        ) : diary.error || !diary.data ? (
          <p role="alert" className="text-sm text-red-800">
            {shownFailure(diary.error, t('diary.loadFailed'))}
          </p>
        ) : (
          <DiaryEventList claimId={claim.id} events={diary.data} repeats={worked.data?.repeats ?? []} />
        )}
      </section>
    </div>
  );
}
