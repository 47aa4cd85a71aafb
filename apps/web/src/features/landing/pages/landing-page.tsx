import { LandingCallToAction } from '../components/landing-call-to-action.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { LandingLanguages } from '../components/landing-languages.tsx';
import { LandingOffer } from '../components/landing-offer.tsx';
import { LandingProgrammes } from '../components/landing-programmes.tsx';

/** The organization's public home: who it is, what it offers, its programmes, in the visitor's language. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingOffer />
      <LandingProgrammes />
      <LandingLanguages />
      <LandingCallToAction />
    </>
  );
}
