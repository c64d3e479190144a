import { TRIAL_HOURS } from '@benji/shared';
import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { scrollToSection } from '../scroll-to-section';
import { HeroPreview } from './hero-preview';

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white px-4 pb-16 pt-12 sm:px-6 sm:pb-24 sm:pt-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-card ring-1 ring-brand-100">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('hero.badge')}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={signedIn ? '/' : '/signup'} className={buttonClasses('primary', 'px-6 text-base')}>
              {signedIn ? t('hero.goToDashboard') : t('hero.startTrial', { count: TRIAL_HOURS / 24 })}
            </Link>
            <a
              href="#how-it-works"
              className={buttonClasses('secondary', 'px-6 text-base')}
              onClick={(event) => {
                if (scrollToSection('how-it-works')) event.preventDefault();
              }}
            >
              {t('hero.seeHow')}
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('hero.noCard')}</p>
          <dl className="mt-10 grid max-w-md grid-cols-2 gap-4 sm:gap-6">
            <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                {t('hero.claimsHandled')}
              </dt>
              <dd className="mt-1 text-xl font-bold text-balance text-brand-900 sm:text-2xl">{t('hero.claimsCount', { claims: 10000 })}</dd>
            </div>
            <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
                {t('hero.averageRating')}
              </dt>
              <dd className="mt-1 text-xl font-bold text-balance text-brand-900 sm:text-2xl">{t('hero.rating', { rating: 4.9 })}</dd>
            </div>
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
