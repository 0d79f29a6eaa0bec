import de from "./locales/de";
import en from "./locales/en";
import es from "./locales/es";
import fr from "./locales/fr";
import it from "./locales/it";
import ja from "./locales/ja";
import pt from "./locales/pt";
import zh from "./locales/zh";

/** Every language's texts, bundled with the application (spec §1: not fetched from the server). */
export const resources = { es, en, fr, de, it, pt, ja, zh };
export type Resources = typeof es;
