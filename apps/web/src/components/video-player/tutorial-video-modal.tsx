import { useTranslation } from '../../i18n/use-translation';
import { Modal } from '../modal/modal';
import { TutorialVideo } from './tutorial-video';

/** Spec 2.10: the dashboard's tutorial, in the same player as /vedio. Closing it stops the video. */
export function TutorialVideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('player');
  return (
    <Modal open={open} onClose={onClose} title={t('modal.title')} subtitle={t('modal.subtitle')} size="xl">
      <TutorialVideo title={t('modal.title')} />
    </Modal>
  );
}
