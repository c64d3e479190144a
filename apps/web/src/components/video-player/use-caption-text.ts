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

/** A WebVTT captions file in one language, labelled in that language ('Français'). */
export interface CaptionTrack {
  src: string;
  /** A BCP 47 language ('fr'): the track shown is the one of the interface's language, else the first. */
  lang: string;
  label: string;
}

/** The track to show for the interface's locale ('fr-CA' shows 'fr'), else the first. */
export const captionLanguage = (tracks: readonly CaptionTrack[], locale: string): string | undefined =>
  (tracks.find((track) => locale.split('-')[0] === track.lang) ?? tracks[0])?.lang;

/**
 * The caption to show now. The browser draws captions at the very bottom of the picture, under the
 * player's own controls; the track is set to 'hidden' (its cues still load and fire) and the player
 * draws them itself, above the controls.
 */
export function useCaptionText(video: RefObject<HTMLVideoElement | null>, language: string | undefined): string {
  const [text, setText] = useState('');

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!language || !tracks) return;
    let track: TextTrack | undefined;
    const read = () => setText(activeCaption(track?.activeCues));
    const attach = () => {
      const all = Array.from(tracks).filter((item) => item.kind === 'captions' || item.kind === 'subtitles');
      const found = all.find((item) => item.language === language) ?? all[0];
      // Only the chosen language's cues load and fire; the others stay off.
      for (const item of all) if (item !== found) item.mode = 'disabled';
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
  }, [video, language]);

  return text;
}
