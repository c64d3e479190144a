import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../../../components/ui/cx';
import { useTranslation } from '../../../../i18n/use-translation';

export const DETAIL_TABS = [{ id: 'details' }, { id: 'diary' }, { id: 'deadlines' }] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['id'];

export const tabId = (tab: DetailTab) => `claim-tab-${tab}`;
export const panelId = (tab: DetailTab) => `claim-panel-${tab}`;

/** The detail dialog's three views; arrow keys move between them, as on the settings page. */
export function DetailTabs({ active, onChange }: { active: DetailTab; onChange: (tab: DetailTab) => void }) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const { t } = useTranslation('claims');

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = DETAIL_TABS.findIndex((tab) => tab.id === active);
    const next = (index + (event.key === 'ArrowRight' ? 1 : DETAIL_TABS.length - 1)) % DETAIL_TABS.length;
    onChange(DETAIL_TABS[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('detail.tabs')} className="-mt-1 mb-4 flex gap-1 border-b border-slate-200" onKeyDown={handleKeyDown}>
      {DETAIL_TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={tabId(tab.id)}
          role="tab"
          type="button"
          aria-selected={active === tab.id}
          aria-controls={panelId(tab.id)}
          tabIndex={active === tab.id ? 0 : -1}
          onClick={() => onChange(tab.id)}
          className={cx(
            '-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:px-4',
            active === tab.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`detail.${tab.id}`)}
        </button>
      ))}
    </div>
  );
}
