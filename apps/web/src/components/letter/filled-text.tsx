import { blankHintIn, isPlaceholder, type FillSegment } from '@benji/shared';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A filled letter: placeholders Benji filled are tinted green, the ones still to fill in are
 * marked in amber, with the hint of what goes there as their tooltip, in the reader's language.
 */
export function FilledText({ segments }: { segments: readonly FillSegment[] }) {
  const { i18n } = useTranslation();
  return segments.map((segment, index) => {
    if (segment.placeholder === undefined) return <Fragment key={index}>{segment.text}</Fragment>;
    if (segment.filled)
      return (
        <span
          key={index}
          data-filled={segment.placeholder}
          className="box-decoration-clone rounded bg-emerald-50 px-0.5 text-emerald-900 ring-1 ring-emerald-200"
        >
          {segment.text}
        </span>
      );
    const hint = isPlaceholder(segment.placeholder) ? blankHintIn(segment.placeholder, i18n.language) : undefined;
    return (
      <mark
        key={index}
        title={hint}
        data-unfilled={segment.placeholder}
        className="box-decoration-clone rounded bg-amber-100 px-0.5 font-medium text-amber-950 ring-1 ring-amber-300"
      >
        {segment.text}
      </mark>
    );
  });
}
