export { TutorialVideo } from './tutorial-video';
export { TutorialVideoModal } from './tutorial-video-modal';
