import type { TLedgerTotals } from '@benji/shared';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';
import { moneyText, type Currency } from '../format';
import { figuresOf, type FigureKey } from '../ledger-rows';

function Figure({ label, cents, currency, strong }: { label: string; cents: number; currency: Currency; strong: boolean }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={
          strong ? 'mt-1 text-2xl font-bold tabular-nums text-brand-800' : 'mt-1 text-xl font-semibold tabular-nums text-slate-900'
        }
      >
        {moneyText(cents, currency)}
      </dd>
    </div>
  );
}

const isLiving = (key: FigureKey) => key.startsWith('living');

/** The ledger's totals as the shared totals compute them: the four asked about first, then living expenses together. */
export function TotalsCards({ totals, currency }: { totals: TLedgerTotals; currency: Currency }) {
  const { t } = useTranslation('money');
  const figures = figuresOf(totals);
  return (
    <section aria-labelledby="money-totals">
      <h2 id="money-totals" className="sr-only">
        {t('totals.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {figures
          .filter(({ key }) => !isLiving(key))
          .map(({ key, cents }) => (
            <Card key={key} className="p-4 sm:p-6">
              <dl>
                <Figure label={t(`totals.${key}`)} cents={cents} currency={currency} strong={key === 'paidToDate'} />
              </dl>
            </Card>
          ))}
      </div>
      <Card className="mt-4 p-4 sm:p-6">
        <h3 className="text-sm font-semibold text-slate-900">{t('totals.living')}</h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          {figures
            .filter(({ key }) => isLiving(key))
            .map(({ key, cents }) => (
              <Figure key={key} label={t(`totals.${key}`)} cents={cents} currency={currency} strong={false} />
            ))}
        </dl>
      </Card>
    </section>
  );
}
