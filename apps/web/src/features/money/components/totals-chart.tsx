import type { TLedgerTotals } from '@benji/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';
import { compactMoneyText, moneyText, type Currency } from '../format';
import { figuresOf, type FigureKey } from '../ledger-rows';
import { wrapLabel } from '../wrap-label';

// Money that is the policyholder's (paid, held for them, owed to them) in the brand's blues; what they paid out in grey.
const COLOR: Record<FigureKey, string> = {
  paidToDate: '#1d4ed8',
  heldBack: '#3b82f6',
  awaitingEndorsement: '#93c5fd',
  deductible: '#64748b',
  livingIncurred: '#94a3b8',
  livingReimbursed: '#1d4ed8',
  livingOutstanding: '#3b82f6',
};

/**
 * The totals as bars. chart.js is fetched here, after the figures are on screen, and by this page
 * alone. A canvas is an image to a screen reader: it has a name, and the cards above are its text.
 */
export function TotalsChart({ totals, currency }: { totals: TLedgerTotals; currency: Currency }) {
  const { t } = useTranslation('money');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const alternativeId = useId();
  const figures = figuresOf(totals);
  const labels = figures.map(({ key }) => t(`chart.labels.${key}`));
  // The chart is drawn again only when what it shows changes: a figure, a label (the language) or the currency.
  const drawn = JSON.stringify([labels, figures, currency]);

  useEffect(() => {
    let stop = false;
    let destroy = () => {};
    const [shownLabels, shownFigures] = JSON.parse(drawn) as [string[], ReturnType<typeof figuresOf>];
    const width = canvas.current?.parentElement?.clientWidth ?? 0;
    import('./bar-chart')
      .then(({ drawBars }) => {
        if (stop || !canvas.current) return;
        const chart = drawBars(canvas.current, {
          // A phone's chart keeps about half its width for the bars.
          labels: shownLabels.map((label) => wrapLabel(label, width < 480 ? 14 : 28)),
          values: shownFigures.map(({ cents }) => cents),
          colors: shownFigures.map(({ key }) => COLOR[key]),
          tick: (cents) => compactMoneyText(cents, currency),
          full: (cents) => moneyText(cents, currency),
        });
        destroy = () => chart.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      stop = true;
      destroy();
    };
  }, [drawn, currency]);

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('chart.heading')}</h2>
      <p id={alternativeId} className="mt-1 text-sm text-slate-600">
        {failed ? t('chart.failed') : t('chart.alternative')}
      </p>
      {!failed && (
        <div className="relative mt-4 h-96 sm:h-80">
          <canvas ref={canvas} role="img" aria-label={t('chart.name')} aria-describedby={alternativeId} />
        </div>
      )}
    </Card>
  );
}
