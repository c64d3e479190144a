import { Modal } from '../modal/modal';
import { TutorialVideo } from './tutorial-video';

export const TUTORIAL_MODAL_TITLE = 'Getting Started Tutorial';

/** Spec 2.10: the dashboard's tutorial, in the same player as /vedio. Closing it stops the video. */
export function TutorialVideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={TUTORIAL_MODAL_TITLE}
      subtitle="A short walk through Benji, from sign-up to your first letter."
      size="xl"
    >
      <TutorialVideo title={TUTORIAL_MODAL_TITLE} />
    </Modal>
  );
}
