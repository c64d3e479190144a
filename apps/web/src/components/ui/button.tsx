import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-300',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300',
};

export const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

export type ButtonSize = 'md' | 'sm';

// Sizes are classes of their own: a min-h-9 passed in className would not beat the min-h-11 here.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 gap-2 rounded-xl px-4 py-2',
  sm: 'min-h-9 gap-1.5 rounded-lg px-2.5 py-1.5',
};

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string, size: ButtonSize = 'md'): string {
  return cx(
    'inline-flex items-center justify-center text-sm font-semibold',
    sizes[size],
    'transition-colors disabled:cursor-not-allowed',
    focusRing,
    variants[variant],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button; the caller sets the busy label as children. */
  loading?: boolean;
}

export function Button({ variant = 'primary', size = 'md', loading = false, className, disabled, type, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, className, size)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
