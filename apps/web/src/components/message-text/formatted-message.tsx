import { cx } from '../ui/cx';
import { BoldLine } from './bold-line';
import { messageBlocks } from './message-lines';

interface FormattedMessageProps {
  content: string;
  className?: string;
}

/**
 * A saved reply laid out as a letter (spec 2.11): header lines stand out, bullets form lists, and
 * **bold** runs and line breaks are kept. Everything is React text: nothing is read as HTML.
 */
export function FormattedMessage({ content, className }: FormattedMessageProps) {
  return (
    <div className={cx('break-words text-slate-800', className)}>
      {messageBlocks(content).map((block, index) => {
        switch (block.kind) {
          case 'blank':
            return <div key={index} aria-hidden="true" className="h-3" />;
          case 'header':
            return (
              <p key={index} data-line="header" className="font-semibold text-brand-900">
                <BoldLine line={block.text} />
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="my-1 space-y-1">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} data-line="bullet" className="flex gap-2">
                    <span aria-hidden={item.marker === '•' || undefined} className="min-w-4 shrink-0 font-semibold text-brand-700">
                      {item.marker}
                    </span>
                    <span>
                      <BoldLine line={item.text} />
                    </span>
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index}>
                <BoldLine line={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
