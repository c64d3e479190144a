import { boldSegments } from './bold-segments';

/** One line with its **bold** runs, as React text: nothing the message holds is ever read as HTML. */
export function BoldLine({ line }: { line: string }) {
  return (
    <>
      {boldSegments(line).map((segment, index) =>
        segment.bold ? (
          <strong key={index} className="font-semibold">
            {segment.text}
          </strong>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
