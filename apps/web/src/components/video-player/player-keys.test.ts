import { describe, expect, it } from 'vitest';
import { actionForKey, clampTime, stepVolume } from './player-keys';

describe('actionForKey', () => {
  it('maps the player keys of spec 2.14', () => {
    expect(actionForKey(' ', 'other')).toEqual({ type: 'toggle-play' });
    expect(actionForKey('k', 'other')).toEqual({ type: 'toggle-play' });
    expect(actionForKey('ArrowLeft', 'other')).toEqual({ type: 'skip', seconds: -15 });
    expect(actionForKey('ArrowRight', 'other')).toEqual({ type: 'skip', seconds: 15 });
    expect(actionForKey('ArrowUp', 'other')).toEqual({ type: 'volume', delta: 0.1 });
    expect(actionForKey('ArrowDown', 'other')).toEqual({ type: 'volume', delta: -0.1 });
    expect(actionForKey('m', 'other')).toEqual({ type: 'toggle-mute' });
    expect(actionForKey('M', 'other')).toEqual({ type: 'toggle-mute' });
    expect(actionForKey('f', 'other')).toEqual({ type: 'toggle-fullscreen' });
    expect(actionForKey('Home', 'other')).toEqual({ type: 'seek-to', edge: 'start' });
  });

  it('leaves space to a focused button and the arrows to the volume slider', () => {
    expect(actionForKey(' ', 'button')).toBeNull();
    expect(actionForKey('ArrowUp', 'range')).toBeNull();
    expect(actionForKey('ArrowRight', 'range')).toBeNull();
    expect(actionForKey('ArrowRight', 'button')).toEqual({ type: 'skip', seconds: 15 });
    expect(actionForKey('m', 'range')).toEqual({ type: 'toggle-mute' });
  });

  it('ignores other keys and shortcuts with modifiers (Ctrl+F is the browser find)', () => {
    expect(actionForKey('x', 'other')).toBeNull();
    expect(actionForKey('Enter', 'other')).toBeNull();
    expect(actionForKey('f', 'other', true)).toBeNull();
  });
});

describe('stepVolume', () => {
  it('moves by tenths and stays between 0 and 1', () => {
    expect(stepVolume(0.2, 0.1)).toBe(0.3);
    expect(stepVolume(0.95, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
  });
});

describe('clampTime', () => {
  it('keeps a skip inside the video', () => {
    expect(clampTime(-5, 60)).toBe(0);
    expect(clampTime(75, 60)).toBe(60);
    expect(clampTime(20, 60)).toBe(20);
    expect(clampTime(20, Number.NaN)).toBe(20);
  });
});
