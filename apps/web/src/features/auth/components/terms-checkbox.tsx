import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { richText } from '../../../i18n/rich-text';

const linkClass =
  'rounded font-medium text-brand-700 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="agree-terms"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'agree-terms-error' : undefined}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        <label htmlFor="agree-terms" className="text-sm text-slate-700">
          {richText(t('signUpForm.terms'), {
            terms: (words) => (
              <Link to="/teams-and-conditions" className={linkClass}>
                {words}
              </Link>
            ),
            privacy: (words) => (
              <Link to="/privacy-policy" className={linkClass}>
                {words}
              </Link>
            ),
          })}
        </label>
      </div>
      {error && (
        <p id="agree-terms-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
