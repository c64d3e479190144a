import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { scrollToSection } from '../scroll-to-section';
import { HeroPreview } from './hero-preview';

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white px-4 pb-16 pt-12 sm:px-6 sm:pb-24 sm:pt-20"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-card ring-1 ring-brand-100">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Property and auto claims, US and Canada
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl lg:text-6xl">
            Filing Insurance Claims Just Got Smarter
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">
            Benji drafts your replies and letters, reads your policy with you, formats your proof of loss and keeps every deadline in view,
            so you can focus on getting paid what your policy covers.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={signedIn ? '/' : '/signup'} className={buttonClasses('primary', 'px-6 text-base')}>
              {signedIn ? 'Go to Dashboard' : 'Start your free 3-day trial'}
            </Link>
            <a
              href="#how-it-works"
              className={buttonClasses('secondary', 'px-6 text-base')}
              onClick={(event) => {
                if (scrollToSection('how-it-works')) event.preventDefault();
              }}
            >
              See how it works
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-600">No card needed. Nothing is charged when the trial ends.</p>
          <dl className="mt-10 grid max-w-md grid-cols-2 gap-4 sm:gap-6">
            <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                Claims handled
              </dt>
              <dd className="mt-1 whitespace-nowrap text-xl font-bold text-brand-900 sm:text-2xl">10,000+ claims</dd>
            </div>
            <div className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
                Average rating
              </dt>
              <dd className="mt-1 whitespace-nowrap text-xl font-bold text-brand-900 sm:text-2xl">4.9/5 rating</dd>
            </div>
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
