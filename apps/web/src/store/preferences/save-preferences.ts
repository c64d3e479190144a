import type { RootState } from '../root-reducer';
import { writePreferences } from './preferences';
import { selectPreferences } from './preferences-state';

interface Subscribable {
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Writes the preferences whenever they change, and only then: most actions (every message, every
 * query) leave them as they were, and a write per action would also overwrite what another tab saved.
 */
export function savePreferencesOnChange(store: Subscribable, storage: Storage): () => void {
  let saved = JSON.stringify(selectPreferences(store.getState()));
  return store.subscribe(() => {
    const preferences = selectPreferences(store.getState());
    const serialized = JSON.stringify(preferences);
    if (serialized === saved) return;
    saved = serialized;
    writePreferences(storage, preferences);
  });
}
