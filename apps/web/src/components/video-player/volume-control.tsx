import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { VOLUME_STEP } from './constants';
import { PlayerButton } from './player-button';

interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
}

export function VolumeControl({ volume, muted, onToggleMute, onVolume }: VolumeControlProps) {
  const silent = muted || volume === 0;
  const Icon = silent ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-1">
      <PlayerButton label={silent ? 'Unmute' : 'Mute'} onClick={onToggleMute}>
        <Icon aria-hidden="true" className="size-5" />
      </PlayerButton>
      <input
        type="range"
        aria-label="Volume"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={silent ? 0 : volume}
        aria-valuetext={`${Math.round((silent ? 0 : volume) * 100)}%`}
        onChange={(event) => onVolume(Number(event.target.value))}
        className="hidden h-1.5 w-20 cursor-pointer accent-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:block"
      />
    </div>
  );
}
