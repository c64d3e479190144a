import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';
import { TutorialVideoModal } from '../../../components/video-player';

/** Opens the 'Getting Started Tutorial' (spec 2.10). */
export function TutorialButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PlayCircle aria-hidden="true" className="size-4" />
        {t('form.tutorial')}
      </Button>
      <TutorialVideoModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
