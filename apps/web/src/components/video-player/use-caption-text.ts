import { useEffect, useState, type RefObject } from 'react';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** A WebVTT cue's text as it reads: voice, class and timestamp tags dropped, character references resolved. */
export function cueText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name]!)
    .trim();
}

/** The text of the cues showing now, one per line. */
export function activeCaption(cues: ArrayLike<TextTrackCue> | null | undefined): string {
  return Array.from(cues ?? [])
    .map((cue) => cueText((cue as TextTrackCue & { text?: string }).text ?? ''))
    .filter(Boolean)
    .join('\n');
}

/**
 * The caption to show now. The browser draws captions at the very bottom of the picture, under the
 * player's own controls; the track is set to 'hidden' (its cues still load and fire) and the player
 * draws them itself, above the controls.
 */
export function useCaptionText(video: RefObject<HTMLVideoElement | null>, captions: string | undefined): string {
  const [text, setText] = useState('');

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!captions || !tracks) return;
    let track: TextTrack | undefined;
    const read = () => setText(activeCaption(track?.activeCues));
    const attach = () => {
      const found = Array.from(tracks).find((item) => item.kind === 'captions' || item.kind === 'subtitles');
      if (!found || found === track) return;
      track?.removeEventListener('cuechange', read);
      track = found;
      track.mode = 'hidden';
      track.addEventListener('cuechange', read);
      read();
    };
    attach();
    tracks.addEventListener('addtrack', attach);
    return () => {
      tracks.removeEventListener('addtrack', attach);
      track?.removeEventListener('cuechange', read);
      setText('');
    };
  }, [video, captions]);

  return text;
}
