import { TutorialVideo } from '../../components/video-player';
import { PageHeading } from '../../components/ui/page-heading';
import { KeyboardHelp } from './components/keyboard-help';
import { VideoDetails } from './components/video-details';
import { VideoAbout } from './components/video-about';
import { VIDEO_TITLE } from './video-content';

/** Spec 2.14: the tutorial in the custom player, what it covers and its details. */
export function VideoPage() {
  return (
    <div>
      <PageHeading title="How to use">{VIDEO_TITLE}: everything you need for your first claim, in a few minutes.</PageHeading>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <TutorialVideo title={VIDEO_TITLE} />
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
