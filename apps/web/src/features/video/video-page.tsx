import { TutorialVideo } from '../../components/video-player';
import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../i18n/use-translation';
import { KeyboardHelp } from './components/keyboard-help';
import { VideoDetails } from './components/video-details';
import { VideoAbout } from './components/video-about';

/** Spec 2.14: the tutorial in the custom player, what it covers and its details. */
export function VideoPage() {
  const { t } = useTranslation('video');
  return (
    <div>
      <PageHeading title={t('title')}>{t('lead')}</PageHeading>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <TutorialVideo title={t('videoTitle')} />
          <VideoAbout />
        </div>
        <div className="space-y-6">
          <VideoDetails />
          <KeyboardHelp />
        </div>
      </div>
    </div>
  );
}
