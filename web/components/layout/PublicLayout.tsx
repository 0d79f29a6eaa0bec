import { Outlet } from "react-router-dom";
import { Header } from "./Header";
import { Footer } from "./Footer";

/** Header, main area and footer shared by every public route (spec §2). */
export function PublicLayout({ year }: { year: number }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a href="#main" className="skip-link">Skip to content</a>
      <Header />
      <main id="main" className="flex-1 pt-16">
        <Outlet />
      </main>
      <Footer year={year} />
    </div>
  );
}
