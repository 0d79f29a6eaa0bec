/** The public pages' entities, as the visitors' API answers them; override what a test cares about. */
import { emptyHomePageTexts } from "../../src/shared/schemas/site-info";

export const fixtures = {
  project: (over: Record<string, unknown> = {}) => ({
    id: 1,
    title: "Panel de ventas",
    description: "Un panel que muestra las ventas en tiempo real.",
    imageUrl: null,
    projectUrl: "https://example.com/ventas",
    technologies: ["React", "SQL"],
    featured: true,
    order: 0,
    ...over,
  }),
  article: (over: Record<string, unknown> = {}) => ({
    id: 1,
    title: "Cómo medir lo que importa",
    slug: "como-medir",
    summary: "Un resumen del artículo con suficiente texto.",
    content: "<h2>Introducción</h2><p>Contenido del artículo.</p>",
    category: "Datos",
    imageUrl: null,
    published: true,
    publishedAt: "2024-03-05T10:00:00Z",
    createdAt: "2024-03-01T10:00:00Z",
    updatedAt: "2024-03-06T10:00:00Z",
    readTime: 4,
    ...over,
  }),
  siteInfo: (over: Record<string, unknown> = {}) => ({
    id: 1,
    ownerName: "Lucía Ramírez",
    about: "Desarrolladora full-stack.",
    contactEmail: "lucia@example.com",
    contactPhone: "+51 912 345 678",
    contactLocation: "Arequipa, Perú",
    cvFileUrl: null,
    heroImageUrl: null,
    socialLinks: { github: "https://github.com/lucia" },
    ...emptyHomePageTexts(),
    ...over,
  }),
  cv: (over: Record<string, unknown> = {}) => ({
    experiences: [
      { id: 1, title: "Desarrolladora", company: "Acme", description: "Apps web.", startDate: "2021", endDate: null, isCurrent: false, order: 0 },
      { id: 2, title: "Analista de datos", company: "Beta", description: "Informes.", startDate: "2018", endDate: "2021", isCurrent: false, order: 1 },
    ],
    education: [{ id: 1, degree: "Ingeniería de Sistemas", institution: "UNI", description: "", startDate: "2012", endDate: "2017", order: 0 }],
    skills: [{ id: 1, category: "Frontend", items: ["React", "TypeScript"], order: 0 }],
    cvFileUrl: null,
    ...over,
  }),
};
