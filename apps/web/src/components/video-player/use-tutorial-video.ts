import type { DEFAULT_TUTORIAL_VIDEO_URL as SHARED_DEFAULT, TPublicConfig } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';
import type { CaptionTrack } from './use-caption-text';

// Checked against the contract; a value import would bring zod along (its module builds schemas).
const DEFAULT_TUTORIAL_VIDEO_URL = '/media/benji-tutorial.mp4' satisfies typeof SHARED_DEFAULT;

/** Files recorded with the default video by scripts/record-tutorial; they only match that video. */
const POSTER = '/media/benji-tutorial-poster.jpg';
const CAPTIONS: readonly CaptionTrack[] = [
  { src: '/media/benji-tutorial.vtt', lang: 'en', label: 'English' },
  { src: '/media/benji-tutorial.fr.vtt', lang: 'fr', label: 'Français' },
  { src: '/media/benji-tutorial.es.vtt', lang: 'es', label: 'Español' },
];

// Its own endpoint name: the sign-in pages inject `publicConfig`, and features stay independent.
const tutorialApi = api.injectEndpoints({
  endpoints: (build) => ({
    tutorialVideoConfig: build.query<TPublicConfig, void>({
      query: () => apiPaths.config,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export interface TutorialVideo {
  src: string;
  poster?: string;
  captions?: readonly CaptionTrack[];
}

/**
 * The tutorial to play: TUTORIAL_VIDEO_URL from the server's configuration, else the recorded
 * walkthrough. Undefined while the configuration loads, so the player never starts one video and
 * switches to another; a failed request falls back to the recorded walkthrough.
 */
export function useTutorialVideo(): TutorialVideo | undefined {
  const { data, isLoading } = tutorialApi.useTutorialVideoConfigQuery();
  if (isLoading) return undefined;
  const src = data?.tutorial_video_url || DEFAULT_TUTORIAL_VIDEO_URL;
  return src === DEFAULT_TUTORIAL_VIDEO_URL ? { src, poster: POSTER, captions: CAPTIONS } : { src };
}
