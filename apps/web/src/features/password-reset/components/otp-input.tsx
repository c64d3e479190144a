import { digitsOnly } from '@benji/shared';
import { useEffect, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

export interface OtpInputHandle {
  /** Puts the caret in the first empty box (the last box when all are filled). */
  focusFirstEmpty: () => void;
}

interface OtpInputProps {
  /** One entry per box; '' for an empty box. */
  value: string[];
  onChange: (value: string[]) => void;
  ref?: Ref<OtpInputHandle>;
}

const boxClass =
  'size-12 rounded-xl border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 ' +
  'focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 sm:size-14';

/** Single-digit boxes: typing moves on, Backspace on an empty box moves back, pasting a code fills them. */
export function OtpInput({ value, onChange, ref }: OtpInputProps) {
  const { t } = useTranslation('passwordReset');
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, value.length - 1))]?.focus();

  useImperativeHandle(ref, () => ({
    focusFirstEmpty: () => {
      const empty = value.findIndex((digit) => !digit);
      focus(empty === -1 ? value.length - 1 : empty);
    },
  }));

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  /** Writes digits starting at `start` and focuses the box after the last one written. */
  function fill(start: number, digits: string) {
    const next = [...value];
    const written = digits.slice(0, value.length - start).split('');
    written.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focus(start + written.length);
  }

  function handleChange(index: number, raw: string) {
    const digits = digitsOnly(raw);
    if (!raw) onChange(value.map((digit, i) => (i === index ? '' : digit)));
    if (!digits) return;
    // A box holds one character: keep the one just typed, or spread a longer entry (autofill).
    if (digits.length === 1 || raw.length <= 2) fill(index, digits.slice(-1));
    else fill(digits.length >= value.length ? 0 : index, digits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    // A whole code fills every box whichever box has focus.
    fill(digits.length >= value.length ? 0 : index, digits);
  }

  return (
    <div className="flex justify-center gap-2 sm:gap-3" role="group" aria-label={t('verify.codeGroup')}>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? value.length : 1}
          aria-label={t('verify.digit', { number: index + 1 })}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={boxClass}
        />
      ))}
    </div>
  );
}
