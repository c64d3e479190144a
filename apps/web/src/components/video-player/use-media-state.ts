import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** Playing, but held up for lack of data. */
  waiting: boolean;
  failed: boolean;
}

const initial: MediaState = {
  playing: false,
  currentTime: 0,
  duration: Number.NaN,
  volume: 1,
  muted: false,
  waiting: false,
  failed: false,
};

const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'waiting',
  'playing',
  'canplay',
  'error',
  'emptied',
];

const HAVE_FUTURE_DATA = 3;

function snapshot(element: HTMLVideoElement): MediaState {
  return {
    playing: !element.paused && !element.ended,
    currentTime: element.currentTime,
    duration: element.duration,
    volume: element.volume,
    muted: element.muted,
    waiting: !element.paused && element.readyState < HAVE_FUTURE_DATA,
    failed: element.error !== null,
  };
}

/** The video element is the source of truth; this mirrors it into React state through its events. */
export function useMediaState(video: RefObject<HTMLVideoElement | null>, src: string): MediaState {
  const [state, setState] = useState<MediaState>(initial);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const read = () => setState(snapshot(element));
    read();
    EVENTS.forEach((name) => element.addEventListener(name, read));
    return () => EVENTS.forEach((name) => element.removeEventListener(name, read));
  }, [video, src]);

  return state;
}
