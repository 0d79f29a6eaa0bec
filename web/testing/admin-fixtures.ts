/** The admin's entities, as the admin's API answers them; override what a test cares about. */
import type { Article, CvData, Education, Experience, InboxMessage, Project, SiteInfo, Skill, User } from "../api/types";
import { emptyHomePageTexts } from "../../src/shared/schemas/site-info";
import type { StatsReport } from "../api/stats";

export const USER: User = { id: 1, username: "owner", email: "owner@example.com", name: "Lucía Ramírez", role: "admin" };

export const project = (overrides: Partial<Project> = {}): Project => ({
  id: 1,
  title: "Operations dashboard",
  description: "A dashboard for daily warehouse indicators.",
  imageUrl: null,
  projectUrl: "https://github.com/example/dashboard",
  technologies: ["React", "TypeScript"],
  featured: false,
  order: 0,
  period: "",
  translations: {},
  createdAt: null,
  ...overrides,
});

export const article = (overrides: Partial<Article> = {}): Article => ({
  id: 1,
  title: "Measuring what matters",
  slug: "measuring-what-matters",
  summary: "How operations metrics shaped the way I build software.",
  content: `<p>${"Operations teams live by their numbers. ".repeat(5)}</p>`,
  category: "Data",
  imageUrl: null,
  published: true,
  publishAt: null,
  scheduled: false,
  publishedAt: "2025-03-10T12:00:00.000Z",
  createdAt: "2025-03-01T12:00:00.000Z",
  updatedAt: "2025-03-10T12:00:00.000Z",
  translations: {},
  readTime: 1,
  ...overrides,
});

export const message = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 1,
  name: "Carlos Pérez",
  email: "carlos@example.com",
  subject: "Project inquiry",
  message: "Hello, I would like to talk about a data project for my company.",
  read: false,
  createdAt: "2025-05-03T12:00:00.000Z",
  delivery: { state: "none", attempts: 0, lastError: null },
  ...overrides,
});

export const experience = (overrides: Partial<Experience> = {}): Experience => ({
  id: 1,
  title: "Full-stack developer",
  company: "Acme",
  description: "Built internal tools.",
  startDate: "2021",
  endDate: null,
  isCurrent: false,
  order: 0,
  translations: {},
  ...overrides,
});

export const education = (overrides: Partial<Education> = {}): Education => ({
  id: 1,
  degree: "BSc Industrial Engineering",
  institution: "Universidad de Lima",
  description: "Operations research.",
  startDate: "2012",
  endDate: "2017",
  order: 0,
  translations: {},
  ...overrides,
});

export const skill = (overrides: Partial<Skill> = {}): Skill => ({
  id: 1,
  category: "Frontend",
  items: ["React", "TypeScript"],
  order: 0,
  translations: {},
  ...overrides,
});

export const cvData = (overrides: Partial<CvData> = {}): CvData => ({ experiences: [], education: [], skills: [], cvFileUrl: null, ...overrides });

export const siteInfo = (overrides: Partial<SiteInfo> = {}): SiteInfo => ({
  id: 1,
  ownerName: "Lucía Ramírez",
  about: "Full-stack developer in Lima.",
  contactEmail: "lucia@example.com",
  contactPhone: "+51 987 654 321",
  contactLocation: "Lima, Perú",
  cvFileUrl: null,
  heroImageUrl: null,
  socialLinks: { github: "https://github.com/lucia" },
  ...emptyHomePageTexts(),
  translations: {},
  ...overrides,
});

/** A statistics report with nothing counted; a test gives the range and whatever it counts. */
export const statsReport = (overrides: Partial<StatsReport> = {}): StatsReport => ({
  from: "2026-01-01",
  to: "2026-01-30",
  visitors: 0,
  pageviews: 0,
  days: [],
  pages: [],
  referrers: [],
  languages: [],
  devices: [],
  browsers: [],
  notFound: [],
  ...overrides,
});
