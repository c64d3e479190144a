import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import frenchPlayer from '../../i18n/catalogues/fr-CA/player.json';
import { i18n } from '../../i18n/i18n';
import { VideoPlayer } from './video-player';

// happy-dom plays and pauses but does not announce volume changes, which a browser does.
const video = () => document.querySelector('video')!;
const player = () => screen.getByRole('region', { name: 'Video player: Tour' });
const controlsState = () => player().getAttribute('data-controls');

function renderPlayer() {
  render(<VideoPlayer src="/media/tour.mp4" title="Tour" />);
}

describe('VideoPlayer', () => {
  it('plays and pauses from its button', () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video().paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(video().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('skips 15 seconds forward and back, never before the start', () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(video().currentTime).toBe(30);
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(video().currentTime).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(video().currentTime).toBe(0);
  });

  it('answers the keyboard while it has focus: space, arrows, m', () => {
    renderPlayer();
    fireEvent.keyDown(player(), { key: ' ' });
    expect(video().paused).toBe(false);
    fireEvent.keyDown(player(), { key: 'ArrowRight' });
    expect(video().currentTime).toBe(15);
    fireEvent.keyDown(player(), { key: 'ArrowDown' });
    expect(video().volume).toBe(0.9);
    fireEvent.keyDown(player(), { key: 'm' });
    fireEvent(video(), new Event('volumechange'));
    expect(video().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });

  it('sets the volume in steps of 0.1 from its slider', () => {
    renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.step).toBe('0.1');
    fireEvent.change(slider, { target: { value: '0.3' } });
    expect(video().volume).toBe(0.3);
  });

  it('shows an error in place of the picture when the video cannot load', () => {
    renderPlayer();
    Object.defineProperty(video(), 'error', { value: { code: 4 }, configurable: true });
    fireEvent(video(), new Event('error'));
    expect(screen.getByRole('alert').textContent).toContain('The video could not be loaded.');
  });

  it('names its controls in the interface language', async () => {
    i18n.addResourceBundle('fr-CA', 'player', frenchPlayer);
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      render(<VideoPlayer src="/media/tour.mp4" title="Tour" />);
      expect(screen.getByRole('region', { name: 'Lecteur vidéo : Tour' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Lire' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Avancer de 15 secondes' })).toBeTruthy();
      expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toMatch(/^100\s%$/);
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

describe('VideoPlayer controls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hide after 3 s without mouse movement while playing, and come back on movement', () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(controlsState()).toBe('visible');
    act(() => vi.advanceTimersByTime(1));
    expect(controlsState()).toBe('hidden');

    fireEvent.mouseMove(player());
    expect(controlsState()).toBe('visible');
    act(() => vi.advanceTimersByTime(3000));
    expect(controlsState()).toBe('hidden');
  });

  it('stay while paused', () => {
    renderPlayer();
    act(() => vi.advanceTimersByTime(10_000));
    expect(controlsState()).toBe('visible');
  });
});
