import { fileSizeInKb } from '@benji/shared';
import { activeLocale } from '../../../../i18n/i18n';
import { formatNumber } from '../../../../i18n/format';

/**
 * A file's size in kilobytes: in English as the spec writes it ("1.5 KB"), in French and Spanish
 * through Intl ("1,5 ko"). In <data>, as every figure Intl writes (the pseudo-locale leaves it be).
 */
export function FileSize({ bytes }: { bytes: number }) {
  const text = activeLocale().startsWith('en')
    ? fileSizeInKb(bytes)
    : formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return <data value={bytes}>{text}</data>;
}
