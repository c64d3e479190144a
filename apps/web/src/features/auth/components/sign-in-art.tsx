import { useTranslation } from '../../../i18n/use-translation';

/** The side picture of the sign-in page: drawn inline, so it costs no request and never breaks. */
export function SignInArt() {
  const { t } = useTranslation('auth');
  return (
    <div className="relative flex w-full items-center justify-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 p-12">
      <svg viewBox="0 0 400 360" className="w-full max-w-md" role="img" aria-labelledby="sign-in-art-title">
        <title id="sign-in-art-title">{t('login.art')}</title>
        {/* Inside the view box, so no edge of the picture cuts them. */}
        <circle cx="312" cy="86" r="78" fill="#ffffff" opacity="0.06" />
        <circle cx="92" cy="268" r="86" fill="#ffffff" opacity="0.05" />
        <rect x="90" y="40" width="200" height="260" rx="20" fill="#ffffff" />
        <rect x="118" y="76" width="110" height="12" rx="6" fill="#1e3a8a" />
        <rect x="118" y="104" width="144" height="8" rx="4" fill="#cbd5e1" />
        <rect x="118" y="122" width="130" height="8" rx="4" fill="#cbd5e1" />
        <rect x="118" y="140" width="144" height="8" rx="4" fill="#cbd5e1" />
        <rect x="118" y="168" width="100" height="8" rx="4" fill="#cbd5e1" />
        <rect x="118" y="186" width="136" height="8" rx="4" fill="#cbd5e1" />
        <rect x="118" y="230" width="80" height="28" rx="14" fill="#dbeafe" />
        <text x="158" y="249" textAnchor="middle" fontSize="13" fontWeight="600" fill="#1e3a8a" fontFamily="Inter, sans-serif">
          {t('login.artBadge')}
        </text>
        <circle cx="290" cy="270" r="46" fill="#1d4ed8" stroke="#ffffff" strokeWidth="6" />
        <path d="M270 270l14 14 26-28" fill="none" stroke="#ffffff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="absolute bottom-10 left-12 right-12 text-lg font-medium text-brand-50">{t('login.artCaption')}</p>
    </div>
  );
}
