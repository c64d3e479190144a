import {
  DEADLINE_DISCLAIMER,
  localToday,
  recordValues,
  templateLanguageOf,
  type LetterClaim,
  type TClaim,
  type TDeadline,
} from '@benji/shared';
import { Scale } from 'lucide-react';
import { claimCoverageNotice } from '../../../../components/deadlines/claim-coverage-notice';
import { CoverageNoticeBox } from '../../../../components/deadlines/coverage-notice-box';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { GENERIC_ERROR_MESSAGE } from '../../../../lib/api/api-error';
import { selectUser } from '../../../../store/auth-slice';
import { useAppSelector } from '../../../../store/hooks';
import { useClaimDeadlinesQuery, useClaimRecordDetailsQuery } from '../../api';
import { RegionControl } from '../detail/region-control';
import { AdvisoryList } from './advisory-list';
import { DeadlineCard } from './deadline-card';
import { useFailureText } from '../../../../i18n/server-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDeadlineWords } from '../../../../lib/deadline-words/use-deadline-words';
import { serverEnglishLang } from '../../../../lib/deadline-words/server-english-lang';
import { usePlaceWords } from '../../../../lib/place-names/use-place-words';

const ORDER: Record<TDeadline['status'], number> = { overdue: 0, open: 1, met: 2 };
const byUrgency = (a: TDeadline, b: TDeadline) => ORDER[a.status] - ORDER[b.status] || a.dueOn.localeCompare(b.dueOn);
/** Where the place's own rules are not encoded, an empty group must not read as "nothing is due". */
function useEmptyText(claim: TClaim): string {
  const { t } = useTranslation('claims');
  const placeWords = usePlaceWords();
  const notice = claimCoverageNotice(claim);
  const place = notice && placeWords(notice.country, notice.region);
  if (!notice) return t('deadlines.nothingDue');
  if (place) return t('deadlines.notEncodedIn', { place: place.of });
  return notice.country === 'Canada' ? t('deadlines.notEncodedProvince') : t('deadlines.notEncodedState');
}

/** The claim's deadlines for both sides, grounded in the rules cited. */
export function DeadlinesPanel({ claim }: { claim: TClaim }) {
  const today = localToday();
  const { data, isLoading, error, refetch } = useClaimDeadlinesQuery({ claimId: claim.id, today });
  const user = useAppSelector(selectUser);
  const shownFailure = useFailureText();
  const { t, i18n } = useTranslation('claims');
  const deadlineWords = useDeadlineWords();
  const empty = useEmptyText(claim);
  const details = useClaimRecordDetailsQuery().data?.find((saved) => saved.claim_id === claim.id);
  // The overdue letters are written from the claim record, as every letter is, in the page's language.
  const values = recordValues({ user, claim, details, today, language: templateLanguageOf(i18n.language) });
  const letterClaim: LetterClaim = {
    insurer: values['Insurance Company'],
    claimNumber: values['Claim Number'],
    policyNumber: values['Policy Number'],
    adjusterName: values['Adjuster Name'],
    adjusterEmail: details?.adjuster_email,
    userName: values['Your Full Name'],
    userAddress: values['Your Address'],
    userPhone: values['Your Phone'],
    userEmail: values['Your Email'],
    letterDate: values.Date,
  };

  return (
    <div className="space-y-6">
      <p role="note" className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-950">
        <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('deadlines.disclaimerLong')}
      </p>
      {!claim.region && (
        <div className="rounded-2xl p-4 ring-1 ring-amber-300">
          <p className="mb-3 text-sm text-slate-800">{t('deadlines.addRegion')}</p>
          <RegionControl claim={claim} />
        </div>
      )}
      {isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('deadlines.loading')}
        </p>
      ) : error || !data ? (
        <div role="alert" className="text-sm">
          <p className="font-semibold text-red-800">{t('deadlines.failed')}</p>
          <p className="mt-1 text-slate-700">{shownFailure(error, GENERIC_ERROR_MESSAGE)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {t('deadlines.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <CoverageNoticeBox claim={claim} />
          <DeadlineGroup
            claimId={claim.id}
            title={t('deadlines.insurerSide')}
            deadlines={data.deadlines.filter((d) => d.who === 'insurer')}
            letterClaim={letterClaim}
            empty={empty}
          />
          <DeadlineGroup
            claimId={claim.id}
            title={t('deadlines.yourSide')}
            deadlines={data.deadlines.filter((d) => d.who === 'policyholder')}
            letterClaim={letterClaim}
            empty={empty}
          />
          <AdvisoryList advisories={data.advisories} />
          <p lang={deadlineWords ? undefined : serverEnglishLang(i18n.language)} className="text-xs text-slate-600">
            {deadlineWords?.disclaimer ?? DEADLINE_DISCLAIMER}
          </p>
        </>
      )}
    </div>
  );
}

const key = (deadline: TDeadline) => `${deadline.ruleId}-${deadline.triggeredOn}`;

/** Overdue and open deadlines in view; those already met folded away, kept as the claim's history. */
function DeadlineGroup({
  claimId,
  title,
  deadlines,
  letterClaim,
  empty,
}: {
  claimId: number;
  title: string;
  deadlines: TDeadline[];
  letterClaim: LetterClaim;
  empty: string;
}) {
  const { t } = useTranslation('claims');
  const pending = deadlines.filter((deadline) => deadline.status !== 'met').sort(byUrgency);
  const met = deadlines.filter((deadline) => deadline.status === 'met').sort(byUrgency);
  return (
    <section aria-label={title}>
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {pending.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {pending.map((deadline) => (
            <DeadlineCard key={key(deadline)} claimId={claimId} deadline={deadline} letterClaim={letterClaim} />
          ))}
        </ul>
      )}
      {met.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer rounded text-sm font-semibold text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            {t('deadlines.alreadyMet', { number: met.length })}
          </summary>
          <ul className="mt-3 space-y-3">
            {met.map((deadline) => (
              <DeadlineCard key={key(deadline)} claimId={claimId} deadline={deadline} letterClaim={letterClaim} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
