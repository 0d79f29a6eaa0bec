import { usePageTitle } from "../../lib/use-page-title";
import { ContactSection } from "../../components/public/ContactSection";
import { CvSection } from "../../components/public/CvSection";
import { FeaturedProjectsSection } from "../../components/public/FeaturedProjectsSection";
import { HeroSection } from "../../components/public/HeroSection";
import { LatestArticlesSection } from "../../components/public/LatestArticlesSection";

/** Spec §2: hero (#home), featured projects (#work), CV (#cv), latest articles (#articles), contact (#contact). */
export function HomePage() {
  usePageTitle({ kind: "home" });
  return (
    <>
      <HeroSection />
      <FeaturedProjectsSection />
      <CvSection />
      <LatestArticlesSection />
      <ContactSection />
    </>
  );
}
