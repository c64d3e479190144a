export { TutorialVideo } from './tutorial-video';
export { TUTORIAL_MODAL_TITLE, TutorialVideoModal } from './tutorial-video-modal';
export { VideoPlayer, type VideoPlayerProps } from './video-player';
