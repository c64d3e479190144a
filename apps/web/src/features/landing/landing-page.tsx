import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { Hero } from './components/hero';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { LandingSections } from './components/landing-sections';

export function LandingPage() {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  return (
    <div id="top" className="min-h-dvh bg-white">
      <LandingHeader signedIn={signedIn} />
      <main>
        <Hero signedIn={signedIn} />
        <LandingSections signedIn={signedIn} />
      </main>
      <LandingFooter />
    </div>
  );
}
