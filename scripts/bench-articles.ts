/**
 * `bun run bench --articles N`: N generated articles for the search rows of the benchmark, the same every run (a
 * seeded generator). Each is a few hundred words of Spanish about three of TOPICS, half with an English translation,
 * one in ten in Japanese and one in ten in Chinese, so the index holds what a real multilingual blog would.
 */

/** Topic words: each article is about three, so each word is in about 3/40 of the articles. */
export const TOPICS = [
  "kubernetes",
  "sqlite",
  "postgres",
  "replicación",
  "observabilidad",
  "grafana",
  "terraform",
  "ansible",
  "react",
  "typescript",
  "accesibilidad",
  "rendimiento",
  "caché",
  "colas",
  "microservicios",
  "monolito",
  "pruebas",
  "despliegue",
  "seguridad",
  "criptografía",
  "logística",
  "inventario",
  "pronóstico",
  "tableros",
  "métricas",
  "pandas",
  "python",
  "rust",
  "webassembly",
  "compiladores",
  "tipografía",
  "diseño",
  "formularios",
  "traducciones",
  "búsqueda",
  "índices",
  "respaldos",
  "migraciones",
  "contenedores",
  "redes",
] as const;

const FILLER = [
  "En este artículo cuento lo que aprendí al trabajar con",
  "La primera versión funcionaba, pero cada semana aparecía un caso nuevo relacionado con",
  "Después de medir con calma, la decisión más útil fue simplificar todo lo que tocaba",
  "Muchos equipos subestiman el coste de mantener",
  "Un buen punto de partida es escribir primero las preguntas que queremos responder sobre",
  "Con datos reales del almacén, el resultado cambió la forma en que hablábamos de",
  "La documentación oficial es clara, pero en producción descubrimos matices de",
  "Si tuviera que empezar de nuevo, dedicaría la primera semana a entender",
];
const ENGLISH = [
  "What I learned working with",
  "The first version worked, but every week brought a new case about",
  "Measure first, then simplify everything around",
];
const JAPANESE = ["データベースの全文検索について学んだこと。", "東京のチームと一緒に", "について考えました。", "本番環境での経験をまとめます。"];
const CHINESE = ["关于数据库全文搜索的经验。", "我们在上海的团队研究了", "的实际问题。", "这里总结了生产环境中的做法。"];

/** Mulberry32: small, fast, and the same sequence on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateArticles(count: number, start = Date.parse("2024-01-01T09:00:00.000Z")) {
  const random = generator(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const topics = [pick(TOPICS), pick(TOPICS), pick(TOPICS)] as const;
    const paragraphs = Array.from({ length: 6 }, () => `<p>${Array.from({ length: 5 }, () => `${pick(FILLER)} ${pick(topics)}.`).join(" ")}</p>`).join("");
    const translations: Record<string, Record<string, string>> = {};
    if (i % 2 === 0)
      translations.en = {
        title: `Notes on ${topics[0]} and ${topics[1]} #${i}`,
        content: `<p>${Array.from({ length: 20 }, () => `${pick(ENGLISH)} ${pick(topics)}.`).join(" ")}</p>`,
      };
    if (i % 10 === 3)
      translations.ja = { title: `${topics[0]} の全文検索 #${i}`, content: `<p>${Array.from({ length: 12 }, () => pick(JAPANESE)).join("")}${topics[0]}</p>` };
    if (i % 10 === 7)
      translations.zh = { title: `${topics[0]} 的数据搜索 #${i}`, content: `<p>${Array.from({ length: 12 }, () => pick(CHINESE)).join("")}${topics[0]}</p>` };
    const date = new Date(start + i * 6 * 60 * 60 * 1000).toISOString();
    return {
      title: `Apuntes sobre ${topics[0]} y ${topics[1]} (${i + 1})`,
      slug: `apuntes-${i + 1}`,
      summary: `Lo que aprendí sobre ${topics.join(", ")} en un proyecto real.`,
      content: paragraphs,
      category: topics[2].charAt(0).toUpperCase() + topics[2].slice(1),
      imageUrl: null,
      published: true,
      publishAt: null,
      publishedAt: date,
      createdAt: date,
      updatedAt: date,
      translations,
    };
  });
}

/**
 * Puts `count` generated articles into the running server beside its own content, through its API: the export as it
 * is, the articles added, imported in one request (which also builds the search index). Answers how long it took.
 */
export async function seedArticles(url: string, credentials: { email: string; password: string }, count: number): Promise<number> {
  const login = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(credentials) });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const document = (await (await fetch(`${url}/api/export`, { headers: auth })).json()) as { articles: unknown[] };
  document.articles.push(...generateArticles(count));
  const began = performance.now();
  const response = await fetch(`${url}/api/import`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify(document),
  });
  if (!response.ok) throw new Error(`seeding ${count} articles failed: ${response.status} ${await response.text()}`);
  return performance.now() - began;
}
