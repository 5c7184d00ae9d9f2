/**
 * Counted phrases in the reader's language: "1 hex away", "3 hexes away". Foundry v13 localizes
 * without plurals, so a counted string in lang/en.json is an object of its language's Intl plural
 * categories (English: one and other), and the count picks one under game.i18n.lang. `other`
 * stands in for a category a language file leaves out. Templates write
 * {{ssk-count "KEY" count=n ...}}; code calls formatCounted. Each formats {count} and its data as
 * v13's localize does, so what users typed is escaped by Handlebars as for any other string.
 */

const RULES = new Map<string, Intl.PluralRules>();

/** The key of the count's form: `${key}.one`, `${key}.other`..., as the language has it. Pure. */
export function countedKey(key: string, count: number, lang: string, has: (key: string) => boolean): string {
  let rules = RULES.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    RULES.set(lang, rules);
  }
  const form = `${key}.${rules.select(count)}`;
  return has(form) ? form : `${key}.other`;
}

/** The counted string, formatted with {count} and the rest of the data. */
export function formatCounted(key: string, count: number, data: Record<string, string> = {}): string {
  const i18n = game.i18n!;
  return i18n.format(countedKey(key, count, i18n.lang, (k) => i18n.has(k, false)), { ...data, count: String(count) });
}

/** The template helper: the key, then the count and the data as the hash. */
export function registerCountedHelper(): void {
  Handlebars.registerHelper("ssk-count", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = (options.hash ?? {}) as Record<string, unknown>;
    const count = Number(hash.count);
    if (typeof key !== "string" || !Number.isFinite(count)) return "";
    const data = Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, String(v)]));
    return formatCounted(key, count, data);
  });
}
