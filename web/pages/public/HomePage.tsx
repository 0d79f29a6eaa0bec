import { Suspense } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { ContactSection } from "../../components/public/ContactSection";
import { CvSection } from "../../components/public/CvSection";
import { FeaturedProjectsSection } from "../../components/public/FeaturedProjectsSection";
import { HeroSection } from "../../components/public/HeroSection";
import { LatestArticlesSection } from "../../components/public/LatestArticlesSection";

/**
 * Spec §2: hero (#home), featured projects (#work), CV (#cv), latest articles (#articles), contact (#contact).
 * Each section is its own Suspense boundary so React hydrates the server's HTML one section at a time, yielding
 * to the browser between them, instead of in one long task.
 */
export function HomePage() {
  usePageTitle({ kind: "home" });
  return (
    <>
      <HeroSection />
      <Suspense>
        <FeaturedProjectsSection />
      </Suspense>
      <Suspense>
        <CvSection />
      </Suspense>
      <Suspense>
        <LatestArticlesSection />
      </Suspense>
      <Suspense>
        <ContactSection />
      </Suspense>
    </>
  );
}
