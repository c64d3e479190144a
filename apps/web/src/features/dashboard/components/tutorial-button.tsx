import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TutorialVideoModal } from '../../../components/video-player';

/** Opens the 'Getting Started Tutorial' (spec 2.10). */
export function TutorialButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PlayCircle aria-hidden="true" className="size-4" />
        Watch the tutorial
      </Button>
      <TutorialVideoModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
