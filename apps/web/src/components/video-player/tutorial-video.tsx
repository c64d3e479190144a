import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../ui/spinner';
import { useTutorialVideo } from './use-tutorial-video';
import { VideoPlayer } from './video-player';

/** The tutorial in the custom player, once the server has said which video it is. */
export function TutorialVideo({ title }: { title: string }) {
  const { t } = useTranslation('player');
  const video = useTutorialVideo();
  if (!video)
    return (
      <div className="flex aspect-video items-center justify-center rounded-2xl bg-slate-900 text-white">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    );
  return <VideoPlayer {...video} title={title} />;
}
