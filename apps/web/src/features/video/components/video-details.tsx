import { Card } from '../../../components/ui/card';
import { VIDEO_DETAILS } from '../video-content';

export function VideoDetails() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Video details</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {VIDEO_DETAILS.map(({ term, detail }) => (
          <div key={term} className="flex justify-between gap-4 py-2 text-sm">
            {/* A term is one word: it keeps its width and the detail wraps instead. */}
            <dt className="shrink-0 whitespace-nowrap text-slate-600">{term}</dt>
            <dd className="text-right font-medium text-slate-900">{detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
