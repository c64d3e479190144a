import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';

// The letter keys are the player's own (player-keys.ts), the same in every language.
const KEYS = [
  ['space', 'playPause'],
  ['← →', 'seek'],
  ['↑ ↓', 'volume'],
  ['M', 'mute'],
  ['F', 'fullScreen'],
] as const;

/** The player's keyboard, which works once the player has focus. */
export function KeyboardHelp() {
  const { t } = useTranslation('video');
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('keyboard.heading')}</h2>
      <dl className="mt-4 space-y-2 text-sm">
        {KEYS.map(([key, action]) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <dt>
              <kbd className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
                {key === 'space' ? t('keyboard.space') : <span translate="no">{key}</span>}
              </kbd>
            </dt>
            <dd className="text-slate-600">{t(`keyboard.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
