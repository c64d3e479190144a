import { useCallback, useMemo, type RefObject } from 'react';
import { clampTime, stepVolume, type PlayerAction } from './player-keys';

export interface PlayerActions {
  togglePlay(): void;
  skip(seconds: number): void;
  seek(time: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  run(action: PlayerAction): void;
}

/** Every control writes to the video element; the element's events update what the controls show. */
export function usePlayerActions(video: RefObject<HTMLVideoElement | null>, toggleFullscreen: () => void): PlayerActions {
  const withVideo = useCallback(
    (work: (element: HTMLVideoElement) => void) => {
      if (video.current) work(video.current);
    },
    [video],
  );

  return useMemo(() => {
    const seek = (time: number) => withVideo((element) => (element.currentTime = clampTime(time, element.duration)));
    const setVolume = (volume: number) =>
      withVideo((element) => {
        element.volume = stepVolume(volume, 0);
        element.muted = element.volume === 0;
      });
    const actions: PlayerActions = {
      // play() rejects when the browser blocks it or the source fails; the error overlay covers the latter.
      togglePlay: () =>
        withVideo((element) => (element.paused || element.ended ? void element.play().catch(() => undefined) : element.pause())),
      skip: (seconds) => withVideo((element) => seek(element.currentTime + seconds)),
      seek,
      setVolume,
      toggleMute: () =>
        withVideo((element) => {
          // Unmuting at volume 0 would still be silent: bring the sound back at half.
          if (element.muted && element.volume === 0) element.volume = 0.5;
          element.muted = !element.muted;
        }),
      run: (action) => {
        switch (action.type) {
          case 'toggle-play':
            return actions.togglePlay();
          case 'skip':
            return actions.skip(action.seconds);
          case 'seek-to':
            return withVideo((element) => seek(action.edge === 'start' ? 0 : element.duration));
          case 'volume':
            return withVideo((element) => setVolume((element.muted ? 0 : element.volume) + action.delta));
          case 'toggle-mute':
            return actions.toggleMute();
          case 'toggle-fullscreen':
            return toggleFullscreen();
        }
      },
    };
    return actions;
  }, [withVideo, toggleFullscreen]);
}
