import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { SKIP_SECONDS } from './constants';
import { formatTime } from './format-time';
import { PlayerButton } from './player-button';
import { ProgressBar } from './progress-bar';
import type { PlayerActions } from './use-player-actions';
import type { MediaState } from './use-media-state';
import { VolumeControl } from './volume-control';

interface PlayerControlsProps {
  media: MediaState;
  actions: PlayerActions;
  fullscreen: { active: boolean; toggle: () => void; supported: boolean };
}

export function PlayerControls({ media, actions, fullscreen }: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const PlayIcon = media.playing ? Pause : Play;
  return (
    <div className="space-y-1 bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-transparent px-2 pb-1 pt-2 sm:px-3 sm:pb-2 sm:pt-8">
      <ProgressBar currentTime={media.currentTime} duration={media.duration} onSeek={actions.seek} />
      <div className="flex items-center gap-1">
        <PlayerButton label={media.playing ? t('pause') : t('play')} onClick={actions.togglePlay}>
          <PlayIcon aria-hidden="true" className="size-5 fill-current" />
        </PlayerButton>
        <PlayerButton label={t('back', { count: SKIP_SECONDS })} onClick={() => actions.skip(-SKIP_SECONDS)}>
          <SkipIcon direction="back" />
        </PlayerButton>
        <PlayerButton label={t('forward', { count: SKIP_SECONDS })} onClick={() => actions.skip(SKIP_SECONDS)}>
          <SkipIcon direction="forward" />
        </PlayerButton>
        <VolumeControl volume={media.volume} muted={media.muted} onToggleMute={actions.toggleMute} onVolume={actions.setVolume} />
        <p className="ml-1 whitespace-nowrap text-xs font-medium tabular-nums text-white sm:text-sm" data-testid="player-time">
          {formatTime(media.currentTime)} / {formatTime(media.duration)}
        </p>
        <span className="flex-1" />
        {fullscreen.supported && (
          <PlayerButton label={fullscreen.active ? t('exitFullScreen') : t('fullScreen')} onClick={fullscreen.toggle}>
            {fullscreen.active ? <Minimize aria-hidden="true" className="size-5" /> : <Maximize aria-hidden="true" className="size-5" />}
          </PlayerButton>
        )}
      </div>
    </div>
  );
}

/** A circular arrow with the number of seconds inside, as most players draw it. */
function SkipIcon({ direction }: { direction: 'back' | 'forward' }) {
  const Arrow = direction === 'back' ? RotateCcw : RotateCw;
  return (
    <span aria-hidden="true" className="relative inline-flex size-6 items-center justify-center">
      <Arrow className="absolute size-6" strokeWidth={1.75} />
      <span className="text-[8px] font-bold leading-none">{SKIP_SECONDS}</span>
    </span>
  );
}
