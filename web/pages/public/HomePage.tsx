import { usePageTitle } from "../../lib/use-page-title";
import { ContactSection } from "../../components/public/ContactSection";
import { CvSection } from "../../components/public/CvSection";
import { FeaturedProjectsSection } from "../../components/public/FeaturedProjectsSection";
import { HeroSection } from "../../components/public/HeroSection";
import { LatestArticlesSection } from "../../components/public/LatestArticlesSection";

/**
 * Spec §2: hero (#home), featured projects (#work), CV (#cv), latest articles (#articles), contact (#contact).
 * No Suspense boundary per section: the page hydrates in one pass (inside a transition, so it still yields to the
 * browser); SWR writes its cache when a reader mounts, and a section hydrated later would then see a different
 * snapshot than the server's and re-render synchronously, dragging every section still waiting with it.
 */
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
