import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70', className)} {...rest} />;
}
