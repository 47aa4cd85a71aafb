import { LandingHero } from '../components/landing-hero.tsx';
import { LandingLanguages } from '../components/landing-languages.tsx';
import { LandingOffer } from '../components/landing-offer.tsx';

/** The organization's public home: who it is, what it offers, in the visitor's language. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingOffer />
      <LandingLanguages />
    </>
  );
}
