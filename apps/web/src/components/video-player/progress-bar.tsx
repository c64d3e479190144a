import { useRef, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../ui/cx';
import { formatTime, spokenTime } from './format-time';

interface ProgressBarProps {
  currentTime: number;
  duration: number;
  onSeek: (time: number) => void;
}

/**
 * The seek bar: a click (or a drag) jumps to that point. From the keyboard it is a slider; the
 * player's arrow keys move it 15 s at a time.
 */
export function ProgressBar({ currentTime, duration, onSeek }: ProgressBarProps) {
  const { t } = useTranslation('player');
  const track = useRef<HTMLDivElement>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const percent = known ? Math.min(100, (currentTime / duration) * 100) : 0;

  function seekAt(event: PointerEvent<HTMLDivElement>) {
    const rect = track.current?.getBoundingClientRect();
    if (!known || !rect || rect.width === 0) return;
    const fraction = Math.min(Math.max((event.clientX - rect.left) / rect.width, 0), 1);
    onSeek(fraction * duration);
  }

  return (
    <div
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label={t('seek')}
      aria-valuemin={0}
      aria-valuemax={known ? Math.floor(duration) : 0}
      aria-valuenow={Math.floor(currentTime)}
      aria-valuetext={
        known ? t('seekValue', { current: spokenTime(currentTime), duration: spokenTime(duration) }) : formatTime(currentTime)
      }
      data-testid="seek-bar"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seekAt(event);
      }}
      className="group/seek relative flex h-5 cursor-pointer touch-none items-center rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-white/30">
        <div className="h-full rounded-full bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <div
        aria-hidden="true"
        className={cx('absolute size-3.5 -translate-x-1/2 rounded-full bg-white shadow transition-transform group-hover/seek:scale-125')}
        style={{ left: `${percent}%` }}
      />
    </div>
  );
}
