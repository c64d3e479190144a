import { cx } from '../ui/cx';
import { BoldLine } from './bold-line';

interface MessageTextProps {
  content: string;
  className?: string;
}

/** A chat message as the spec shows it (2.8): **bold** runs and the writer's own line breaks. */
export function MessageText({ content, className }: MessageTextProps) {
  const lines = content.split(/\r?\n/);
  return (
    <div className={cx('break-words', className)}>
      {lines.map((line, index) => (
        // An empty line keeps its height, so paragraph gaps survive.
        <p key={index} className="min-h-[1lh]">
          <BoldLine line={line} />
        </p>
      ))}
    </div>
  );
}
