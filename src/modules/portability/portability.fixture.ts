import { EXPORT_FORMAT, EXPORT_VERSION } from "./portability.schemas";
import type { PortfolioExport } from "./portability.usecases";

const paragraph = (text: string) => `<p>${text} ${"palabra ".repeat(30).trim()}</p>`;

/** A complete export document with every kind of content and translations, as tests import it. */
export function sampleDocument(): PortfolioExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: "2024-05-01T10:00:00.000Z",
    siteInfo: {
      ownerName: "Ana García",
      about: "Analista convertida en desarrolladora.",
      contactEmail: "ana@example.com",
      contactPhone: "+34 600 000 000",
      contactLocation: "Madrid",
      cvFileUrl: "https://example.com/cv.pdf",
      heroImageUrl: "/uploads/hero.png",
      socialLinks: { github: "https://github.com/ana", linkedin: "https://linkedin.com/in/ana" },
      siteTitle: "Ana García · Datos",
      headline: "Convierto datos en decisiones.",
      availability: "Disponible desde junio",
      yearsOfExperience: 7,
      highlights: ["SQL", "Python"],
      footerNote: "Hecho en Madrid",
      translations: { en: { about: "Analyst turned developer.", headline: "I turn data into decisions." } },
    },
    projects: [
      {
        title: "Panel de datos",
        description: "Un panel para analizar datos de ventas.",
        imageUrl: "https://example.com/p1.png",
        projectUrl: "https://example.com/p1",
        technologies: ["React", "SQLite"],
        featured: true,
        order: 0,
        period: "2023 – 2024",
        translations: { en: { title: "Data dashboard", description: "A dashboard to analyse sales data.", period: "2023 – 2024" } },
        createdAt: "2024-02-01T09:00:00.000Z",
      },
      {
        title: "Otro proyecto",
        description: "Una descripción suficientemente larga.",
        imageUrl: null,
        projectUrl: null,
        technologies: ["Bun"],
        featured: false,
        order: 1,
        period: "",
        translations: {},
        createdAt: null,
      },
    ],
    articles: [
      {
        title: "Mi primer artículo",
        slug: "mi-primer-articulo",
        summary: "Un resumen del primer artículo.",
        content: paragraph("Hola"),
        category: "Desarrollo",
        imageUrl: null,
        published: true,
        // Scheduled, and out since: the export keeps the time it was scheduled for.
        publishAt: "2024-04-01T09:00:00.000Z",
        publishedAt: "2024-04-01T09:00:00.000Z",
        createdAt: "2024-03-30T09:00:00.000Z",
        updatedAt: "2024-04-02T09:00:00.000Z",
        translations: { en: { title: "My first article", content: paragraph("Hello") } },
      },
      {
        title: "Un borrador pendiente",
        slug: "un-borrador",
        summary: "Un resumen del borrador pendiente.",
        content: paragraph("Borrador"),
        category: "Notas",
        imageUrl: "/uploads/draft.png",
        published: false,
        publishAt: null,
        publishedAt: null,
        createdAt: "2024-04-10T09:00:00.000Z",
        updatedAt: "2024-04-11T09:00:00.000Z",
        translations: {},
      },
    ],
    experiences: [
      {
        title: "Desarrolladora",
        company: "Empresa S.A.",
        description: "Desarrollo de aplicaciones web.",
        startDate: "2021",
        endDate: null,
        isCurrent: true,
        order: 0,
        translations: { en: { title: "Developer", company: "Company Inc." } },
      },
    ],
    education: [
      {
        degree: "Grado en Estadística",
        institution: "Universidad",
        description: "Estadística y datos.",
        startDate: "2012",
        endDate: "2016",
        order: 0,
        translations: { en: { degree: "BSc in Statistics" } },
      },
    ],
    skills: [
      { category: "Frontend", items: ["React", "CSS"], order: 0, translations: { en: { category: "Front end" } } },
      { category: "Datos", items: ["SQL"], order: 1, translations: { en: { items: ["SQL (advanced)"] } } },
    ],
  };
}
