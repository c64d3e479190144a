import { useState } from 'react';
import { cx } from './cx';

interface AvatarProps {
  /** Already resolved to an absolute URL, or null for the placeholder. */
  src: string | null;
  /** The initial shown by the placeholder. */
  initial: string;
  className?: string;
  /** Empty alt by default: the name is always printed next to the avatar or in its button label. */
  alt?: string;
}

/** A round photo, or a placeholder with the user's initial when there is none or it fails to load. */
export function Avatar({ src, initial, className, alt = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = cx('size-10 shrink-0 rounded-full', className);
  if (src && failedSrc !== src) return <img src={src} alt={alt} className={cx(size, 'object-cover')} onError={() => setFailedSrc(src)} />;
  return (
    <svg
      viewBox="0 0 40 40"
      className={size}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <circle cx="20" cy="20" r="20" fill="#dbeafe" />
      <text x="20" y="26" textAnchor="middle" fontSize="17" fontWeight="600" fill="#1e3a8a" fontFamily="Inter, sans-serif">
        {initial}
      </text>
    </svg>
  );
}
