import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { removePrerendered } from '../../lib/prerender-handoff';
import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { DeferredSections } from './components/deferred-sections';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { PricingSection } from './components/pricing-section';
import { SmartTools } from './components/smart-tools';
import { isLowerSection, whenSectionReady } from './lower-sections-loader';
import { scrollToSection } from './scroll-to-section';

/** Scrolling to a section, after loading it when it is one of the deferred ones. */
function useSectionNavigation() {
  const [lowerWanted, setLowerWanted] = useState(false);
  const goToSection = useCallback(async (id: string) => {
    if (isLowerSection(id)) {
      setLowerWanted(true);
      await whenSectionReady(id);
    }
    scrollToSection(id);
  }, []);
  return { lowerWanted, goToSection };
}

/** Back from a cancelled checkout, or arriving with a #section: say so, and show that section. */
function useArrival(goToSection: (id: string) => Promise<void>) {
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(search).get('checkout') === 'cancelled') {
      // Fetched here, not with the page: most visitors never see a toast on arrival.
      void import('../../lib/toast').then(({ default: toast }) => toast(i18n.t('landing:checkoutCancelled')));
      void navigate({ pathname, hash }, { replace: true });
    }
    // The page renders after the router has handled the address, so the browser's own jump to the hash is lost.
    if (hash) void goToSection(decodeURIComponent(hash.slice(1)));
  }, [search, hash, pathname, navigate, goToSection]);
}

export function LandingPage() {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const { lowerWanted, goToSection } = useSectionNavigation();
  useArrival(goToSection);
  // The live page is in place: the build-time copy can go, before the next paint.
  useLayoutEffect(removePrerendered, []);
  return (
    <div id="top" className="min-h-dvh bg-white">
      <LandingHeader signedIn={signedIn} onNavigate={(id) => void goToSection(id)} />
      <main>
        <Hero signedIn={signedIn} />
        <HowItWorks />
        <SmartTools />
        <PricingSection signedIn={signedIn} />
        <DeferredSections load={lowerWanted} />
      </main>
      <LandingFooter />
    </div>
  );
}
