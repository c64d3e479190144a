import { localToday, type TLedgerEntry, type TLedgerLetterKind } from '@benji/shared';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { useTranslation } from '../../i18n/use-translation';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { useLedgerPolicyTermsQuery, useLedgerQuery, useMoneyClaimQuery, useMoneyDeadlinesQuery } from './api';
import { EntryDialog } from './components/entry-dialog';
import { LedgerLetters } from './components/ledger-letters';
import { LedgerTable } from './components/ledger-table';
import { LetterDialog } from './components/letter-dialog';
import { StillToClaim } from './components/still-to-claim';
import { MoneyClaimMissing, MoneyEmpty, MoneyError, MoneyLoading } from './components/money-states';
import { TotalsCards } from './components/totals-cards';
import { TotalsChart } from './components/totals-chart';
import { currencyOf } from './format';
import { holdbackClockOf } from './holdback-clock';
import { inDateOrder } from './ledger-rows';
import { useDeleteEntry } from './use-delete-entry';
import { useFailureText } from '../../i18n/server-text';

/** The dialog's state: closed, adding, or editing one entry. */
type Editing = null | { entry?: TLedgerEntry };

/** Issue 25, "one money view": what the insurer has paid, holds back and owes, and what the policyholder paid out. */
export function MoneyPage() {
  const { t } = useTranslation(['money', 'common']);
  const shownFailure = useFailureText();
  const claimId = Number(useParams().claimId);
  const valid = Number.isInteger(claimId) && claimId > 0;
  const { data: ledger, isLoading, error, refetch } = useLedgerQuery(claimId, { skip: !valid });
  const { data: claim } = useMoneyClaimQuery(claimId, { skip: !valid });
  // The law's clocks on the claim (a holdback's last day); the page works without them while they load or if they fail.
  const { data: deadlines } = useMoneyDeadlinesQuery({ claimId, today: localToday() }, { skip: !valid });
  const { data: policyTerms } = useLedgerPolicyTermsQuery(claimId, { skip: !valid });
  const currency = currencyOf(claim?.country_of_incident);
  const [editing, setEditing] = useState<Editing>(null);
  const [drafting, setDrafting] = useState<TLedgerLetterKind | null>(null);
  const deleteEntry = useDeleteEntry(claimId, currency);
  const missing = !valid || (isApiError(error) && error.status === 404);
  const add = () => setEditing({});

  function body() {
    if (missing)
      return (
        <Card>
          <MoneyClaimMissing />
        </Card>
      );
    if (isLoading)
      return (
        <Card>
          <MoneyLoading />
        </Card>
      );
    if (error || !ledger) {
      const message = isApiError(error) && error.message !== GENERIC_ERROR_MESSAGE ? shownFailure(error, error.message) : undefined;
      return (
        <Card>
          <MoneyError message={message} onRetry={() => void refetch()} />
        </Card>
      );
    }
    // The letters work from an empty ledger too: what it lacks is left for the user to fill.
    if (ledger.entries.length === 0)
      return (
        <div className="space-y-6">
          <Card>
            <MoneyEmpty onAdd={add} />
          </Card>
          <LedgerLetters onDraft={setDrafting} />
        </div>
      );
    return (
      <div className="space-y-6">
        <TotalsCards totals={ledger.totals} currency={currency} />
        <StillToClaim
          totals={ledger.totals}
          currency={currency}
          holdbackClock={holdbackClockOf(deadlines?.deadlines)}
          livingLimit={policyTerms?.living_expenses ?? null}
          lossDate={claim?.date_of_incident ?? null}
          today={localToday()}
        />
        <TotalsChart totals={ledger.totals} currency={currency} />
        <Card className="p-4 sm:p-6">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-4">
            <h2 className="text-base font-semibold text-slate-900">{t('table.caption')}</h2>
            <Button onClick={add}>
              <Plus aria-hidden="true" className="size-4" /> {t('add')}
            </Button>
          </div>
          <LedgerTable
            entries={inDateOrder(ledger.entries)}
            currency={currency}
            onEdit={(entry) => setEditing({ entry })}
            onDelete={(entry) => void deleteEntry(entry)}
          />
        </Card>
        <LedgerLetters onDraft={setDrafting} />
      </div>
    );
  }

  const claimName = claim ? [claim.insurance_company_name, claim.type_of_claim].filter(Boolean).join(' · ') : '';
  return (
    <div>
      <Link
        to="/claim-status"
        className={cx(
          'mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('common:nav.claimStatus')}
      </Link>
      <PageTitle claimName={claimName} />
      {body()}
      {drafting && <LetterDialog claimId={claimId} kind={drafting} onClose={() => setDrafting(null)} />}
      {editing && <EntryDialog claimId={claimId} entry={editing.entry} currency={currency} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** The page's h1 and lead; the claim's own name, as the user typed it, is not translated. */
function PageTitle({ claimName }: { claimName: string }) {
  const { t } = useTranslation('money');
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      {claimName && (
        <p className="mt-1 font-medium text-slate-700 [overflow-wrap:anywhere]" translate="no">
          {claimName}
        </p>
      )}
      <p className="mt-2 max-w-2xl text-slate-600">{t('lead')}</p>
    </header>
  );
}
