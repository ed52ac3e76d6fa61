import { usePageTitle } from '../../components/usePageTitle.ts';
import { AnalystsSection } from './AnalystsSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import { FinalCtaSection } from './FinalCtaSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { PricingSection } from './PricingSection.tsx';

/**
 * The landing page. It is the only page in the entry bundle; there is deliberately no testimonials
 * section, because we have no real user data to back one.
 */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <AnalystsSection />
      <FeaturesSection />
      <PricingSection />
      <FinalCtaSection />
    </>
  );
}
