import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">Filing Insurance Claims Just Got Smarter</h1>
        <p className="mt-6 text-lg text-slate-700">
          Benji drafts your replies and letters, reads your policy and keeps track of your deadlines, so you can focus on getting paid.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={signedIn ? '/' : '/signup'} className={buttonClasses('primary', 'px-6')}>
            {signedIn ? 'Go to Dashboard' : 'Start your free trial'}
          </Link>
          <a href="#how-it-works" className={buttonClasses('secondary', 'px-6')}>
            How it works
          </a>
        </div>
        <dl className="mt-10 flex flex-wrap justify-center gap-8 text-left">
          <div>
            <dt className="text-sm text-slate-600">Claims handled</dt>
            <dd className="text-2xl font-bold text-brand-900">10,000+ claims</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Average rating</dt>
            <dd className="flex items-center gap-1 text-2xl font-bold text-brand-900">
              <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
              4.9/5 rating
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
