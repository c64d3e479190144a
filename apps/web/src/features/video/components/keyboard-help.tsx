import { Card } from '../../../components/ui/card';

const KEYS = [
  ['Space', 'Play or pause'],
  ['← →', 'Back or forward 15 s'],
  ['↑ ↓', 'Volume'],
  ['M', 'Mute'],
  ['F', 'Full screen'],
] as const;

/** The player's keyboard, which works once the player has focus. */
export function KeyboardHelp() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Keyboard</h2>
      <dl className="mt-4 space-y-2 text-sm">
        {KEYS.map(([key, action]) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <dt>
              <kbd className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
                {key}
              </kbd>
            </dt>
            <dd className="text-slate-600">{action}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
