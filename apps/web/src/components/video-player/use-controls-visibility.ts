import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CONTROLS_HIDE_MS } from './constants';

/**
 * Spec 2.14: while the video plays, the controls hide after 3 s without mouse movement.
 * Any activity (mouse, touch, a key) shows them again. They never hide while paused, nor while
 * a keyboard user has a control focused: hiding it would leave focus on something unseen.
 */
export function useControlsVisibility(playing: boolean, controls: RefObject<HTMLElement | null>) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const focused = controls.current?.querySelector(':focus-visible');
      if (!focused) setIdle(true);
    }, CONTROLS_HIDE_MS);
  }, [controls]);

  const wake = useCallback(() => {
    setIdle(false);
    if (playing) schedule();
  }, [playing, schedule]);

  useEffect(() => {
    if (playing) schedule();
    else {
      clearTimeout(timer.current);
      setIdle(false);
    }
    return () => clearTimeout(timer.current);
  }, [playing, schedule]);

  return { visible: !playing || !idle, wake };
}
