import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { formatNumber } from '../../i18n/format';
import { useTranslation } from '../../i18n/use-translation';
import { VOLUME_STEP } from './constants';
import { PlayerButton } from './player-button';

interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
}

export function VolumeControl({ volume, muted, onToggleMute, onVolume }: VolumeControlProps) {
  const { t } = useTranslation('player');
  const silent = muted || volume === 0;
  const Icon = silent ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-1">
      <PlayerButton label={silent ? t('unmute') : t('mute')} onClick={onToggleMute}>
        <Icon aria-hidden="true" className="size-5" />
      </PlayerButton>
      <input
        type="range"
        aria-label={t('volume')}
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={silent ? 0 : volume}
        aria-valuetext={formatNumber(Math.round((silent ? 0 : volume) * 100) / 100, { style: 'percent' })}
        onChange={(event) => onVolume(Number(event.target.value))}
        className="hidden h-1.5 w-20 cursor-pointer accent-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:block"
      />
    </div>
  );
}
