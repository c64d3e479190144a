import { CircleAlert, Play } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../ui/spinner';
import { cx } from '../ui/cx';
import { actionForKey, focusedControl } from './player-keys';
import { PlayerControls } from './player-controls';
import { captionLanguage, useCaptionText, type CaptionTrack } from './use-caption-text';
import { useControlsVisibility } from './use-controls-visibility';
import { useFullscreen } from './use-fullscreen';
import { useMediaState } from './use-media-state';
import { usePlayerActions } from './use-player-actions';

export interface VideoPlayerProps {
  src: string;
  /** Names the player for screen readers: 'Video player: {title}'. */
  title: string;
  poster?: string;
  /** WebVTT captions, one file per language: the interface's language is shown. */
  captions?: readonly CaptionTrack[];
  className?: string;
}

/**
 * The custom player of spec 2.14: play/pause, 15 s back and forward, volume (step 0.1) and mute,
 * a seek bar, full screen, controls that hide after 3 s without mouse movement, and the keyboard
 * (space, arrows, m, f) while the player has focus.
 */
export function VideoPlayer({ src, title, poster, captions, className }: VideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const media = useMediaState(video, src);
  const fullscreen = useFullscreen(container);
  const actions = usePlayerActions(video, fullscreen.toggle);
  const { visible, wake } = useControlsVisibility(media.playing, controls);
  const { t, i18n } = useTranslation('player');
  const caption = useCaptionText(video, captions && captionLanguage(captions, i18n.language));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    wake();
    const action = actionForKey(event.key, focusedControl(event.target), event.ctrlKey || event.metaKey || event.altKey);
    if (!action) return;
    event.preventDefault();
    actions.run(action);
  }

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('region', { title })}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      onMouseMove={wake}
      onTouchStart={wake}
      onFocus={wake}
      data-controls={visible ? 'visible' : 'hidden'}
      className={cx(
        'relative overflow-hidden rounded-2xl bg-slate-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        fullscreen.active && 'flex flex-col justify-center rounded-none',
        !visible && 'cursor-none',
        className,
      )}
    >
      <div className={cx('relative', fullscreen.active && 'w-full')}>
        {/* Clicking the picture plays and pauses, as in every player; the keyboard has the Play button and space. */}
        <video
          ref={video}
          src={src}
          poster={poster}
          preload="metadata"
          playsInline
          onClick={actions.togglePlay}
          className="aspect-video w-full bg-black object-contain"
        >
          {captions?.map((track) => (
            <track key={track.lang} kind="captions" src={track.src} srcLang={track.lang} label={track.label} />
          ))}
        </video>

        {media.failed ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/90 p-6 text-center text-white"
          >
            <CircleAlert aria-hidden="true" className="size-8 text-red-300" />
            <p className="font-semibold">{t('failed')}</p>
            <p className="text-sm text-slate-300">{t('failedHint')}</p>
          </div>
        ) : media.waiting ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center text-white">
            <Spinner className="size-10" label={t('loading')} />
          </div>
        ) : (
          !media.playing && (
            <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-700/90 text-white shadow-lg sm:size-20">
                <Play className="ml-0.5 size-6 fill-current sm:ml-1 sm:size-10" />
              </span>
            </div>
          )
        )}
      </div>

      {/*
        On a phone the controls sit under the picture, so they never cover the poster's text; from sm
        up, and in full screen, they lie over its bottom edge. Captions ride just above them either way.
      */}
      <div className={cx(fullscreen.active ? 'absolute inset-x-0 bottom-0' : 'sm:absolute sm:inset-x-0 sm:bottom-0')}>
        {caption && !media.failed && (
          <p
            data-testid="player-caption"
            className="pointer-events-none absolute inset-x-0 bottom-full flex justify-center px-3 pb-2 sm:px-6"
          >
            <span className="max-w-3xl whitespace-pre-line rounded-md bg-slate-950/80 px-2 py-1 text-center text-sm leading-snug text-white sm:text-base">
              {caption}
            </span>
          </p>
        )}
        <div
          ref={controls}
          data-testid="player-controls"
          className={cx('transition-opacity duration-300', visible ? 'opacity-100' : 'invisible opacity-0')}
        >
          <PlayerControls media={media} actions={actions} fullscreen={fullscreen} />
        </div>
      </div>
    </div>
  );
}
