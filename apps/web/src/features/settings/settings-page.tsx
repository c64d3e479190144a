import { useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../components/ui/cx';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { AccountTab } from './components/account-tab';
import { CalendarTab } from './components/calendar-tab';
import { PasswordTab } from './components/password-tab';
import { PlanTab } from './components/plan-tab';
import { RemindersTab } from './components/reminders-tab';

const tabs = ['account', 'password', 'plan', 'reminders', 'calendar'] as const;
type TabId = (typeof tabs)[number];

export function SettingsPage() {
  const { t } = useTranslation('settings');
  const [active, setActive] = useState<TabId>('account');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.indexOf(active);
    const next = (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    setActive(tabs[next]!);
    buttons.current[next]?.focus();
  }

  return (
    <Card className="p-4 sm:p-8">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="flex flex-wrap gap-x-1 border-b border-slate-200 sm:gap-x-2"
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`tab-${tab}`}
            role="tab"
            type="button"
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className={cx(
              '-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold sm:px-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
              active === tab ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id={`panel-${active}`} role="tabpanel" aria-labelledby={`tab-${active}`} className="pt-6">
        {active === 'account' ? (
          <AccountTab />
        ) : active === 'password' ? (
          <PasswordTab />
        ) : active === 'plan' ? (
          <PlanTab />
        ) : active === 'reminders' ? (
          <RemindersTab />
        ) : (
          <CalendarTab />
        )}
      </div>
    </Card>
  );
}
