import { useTranslation } from '../../../i18n/use-translation';

/** 'Benji is typing...' until the first words of the reply arrive (spec 2.8). */
export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <li className="flex justify-start">
      <div
        role="status"
        className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200"
      >
        <span aria-hidden="true" className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-brand-600 motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {t('conversation.typing')}
      </div>
    </li>
  );
}
