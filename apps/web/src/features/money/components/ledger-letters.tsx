import { LEDGER_LETTER_KINDS, type TLedgerLetterKind } from '@benji/shared';
import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Issue 25's "letters from the ledger": the four letters the ledger can fill, each drafted on
 * request (drafting reads the claim record and, for living expenses, searches the policy).
 */
export function LedgerLetters({ onDraft }: { onDraft: (kind: TLedgerLetterKind) => void }) {
  const { t } = useTranslation('money');
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="money-letters">
        <h2 id="money-letters" className="text-base font-semibold text-slate-900">
          {t('letters.heading')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('letters.lead')}</p>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {LEDGER_LETTER_KINDS.map((kind) => {
            const title = t(`letters.kinds.${kind}.title`);
            return (
              <li key={kind} className="flex flex-col justify-between gap-3 rounded-xl p-4 ring-1 ring-slate-200">
                <div>
                  <p className="font-semibold text-slate-900">{title}</p>
                  <p className="mt-1 text-sm text-slate-600">{t(`letters.kinds.${kind}.description`)}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  aria-label={t('letters.draftNamed', { title })}
                  onClick={() => onDraft(kind)}
                >
                  <FileText aria-hidden="true" className="size-4" /> {t('letters.draft')}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
