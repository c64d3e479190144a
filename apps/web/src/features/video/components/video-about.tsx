import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { VIDEO_ABOUT, VIDEO_LESSONS } from '../video-content';

export function VideoAbout() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">About this video</h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{VIDEO_ABOUT}</p>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">What you'll learn</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {VIDEO_LESSONS.map((lesson) => (
          <li key={lesson} className="flex gap-2 text-sm text-slate-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {lesson}
          </li>
        ))}
      </ul>
    </Card>
  );
}
