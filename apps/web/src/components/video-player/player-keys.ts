import { SKIP_SECONDS, VOLUME_STEP } from './constants';

export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'skip'; seconds: number }
  | { type: 'seek-to'; edge: 'start' | 'end' }
  | { type: 'volume'; delta: number }
  | { type: 'toggle-mute' }
  | { type: 'toggle-fullscreen' };

/** What the focused control already does with a key, so the player must not do it a second time. */
export type FocusedControl = 'button' | 'range' | 'other';

/**
 * The player's keyboard (spec 2.14): space or k plays and pauses, the arrows skip 15 s and
 * change the volume, m mutes, f goes full screen. Null: the key is not the player's.
 */
export function actionForKey(key: string, focused: FocusedControl, modifiers = false): PlayerAction | null {
  if (modifiers) return null;
  // A focused button answers space itself, and the volume slider its arrows.
  if (key === ' ' || key === 'Spacebar') return focused === 'button' ? null : { type: 'toggle-play' };
  if (focused === 'range' && key.startsWith('Arrow')) return null;
  switch (key.toLowerCase()) {
    case 'k':
      return { type: 'toggle-play' };
    case 'arrowleft':
      return { type: 'skip', seconds: -SKIP_SECONDS };
    case 'arrowright':
      return { type: 'skip', seconds: SKIP_SECONDS };
    case 'arrowup':
      return { type: 'volume', delta: VOLUME_STEP };
    case 'arrowdown':
      return { type: 'volume', delta: -VOLUME_STEP };
    case 'home':
      return { type: 'seek-to', edge: 'start' };
    case 'end':
      return { type: 'seek-to', edge: 'end' };
    case 'm':
      return { type: 'toggle-mute' };
    case 'f':
      return { type: 'toggle-fullscreen' };
    default:
      return null;
  }
}

export function focusedControl(target: EventTarget | null): FocusedControl {
  if (!(target instanceof HTMLElement)) return 'other';
  if (target instanceof HTMLInputElement && target.type === 'range') return 'range';
  if (target instanceof HTMLButtonElement) return 'button';
  return 'other';
}

/** Volume is kept to one decimal so repeated steps land on 0.1, 0.2 … rather than 0.30000000000000004. */
export function stepVolume(volume: number, delta: number): number {
  return Math.min(1, Math.max(0, Math.round((volume + delta) * 10) / 10));
}

export function clampTime(time: number, duration: number): number {
  const end = Number.isFinite(duration) ? duration : time;
  return Math.min(Math.max(time, 0), Math.max(end, 0));
}
