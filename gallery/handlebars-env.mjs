// A Handlebars environment that renders the system's templates outside Foundry, with small
// stand-ins for the Foundry helpers the templates use. Unknown helpers and missing strings throw,
// so a template that would break in Foundry fails here first.
import Handlebars from "handlebars";
import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";

export const SYSTEM_PREFIX = "systems/starskirmish";

function flatten(obj, prefix = "", out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

/** Reads lang/en.json as a flat map of keys to strings. */
export async function loadStrings(root) {
  return flatten(JSON.parse(await readFile(join(root, "lang/en.json"), "utf8")));
}

/**
 * `missingStrings: "keep"` localizes as Foundry's game.i18n.localize does, giving back a string
 * that is not a key (a name a user wrote, say); the default throws, to catch a key that is missing.
 */
export async function createEnv(root, { missingStrings = "throw" } = {}) {
  const strings = await loadStrings(root);
  const hb = Handlebars.create();
  const localize = (key) => {
    if (typeof key !== "string") throw new Error(`localize needs a key, got ${String(key)}`);
    if (!(key in strings)) {
      if (missingStrings === "keep") return key;
      throw new Error(`Missing string: ${key}`);
    }
    return strings[key];
  };
  // as v13's helper: with hash values the string is formatted ({name} replaced), else localized
  hb.registerHelper("localize", (key, options) => {
    const data = options?.hash ?? {};
    const text = localize(key);
    return Object.keys(data).length === 0 ? text : text.replace(/{(\w+)}/g, (whole, k) => (k in data ? String(data[k]) : whole));
  });
  // as the system's ssk-count (src/system/i18n/counted.ts): the count's plural form of the key, English here
  const plural = new Intl.PluralRules("en");
  hb.registerHelper("ssk-count", (key, options) => {
    const data = options?.hash ?? {};
    const form = `${key}.${plural.select(Number(data.count))}`;
    const text = localize(form in strings ? form : `${key}.other`);
    return text.replace(/{(\w+)}/g, (whole, k) => (k in data ? String(data[k]) : whole));
  });
  hb.registerHelper("eq", (a, b) => a === b);
  hb.registerHelper("selectOptions", (choices, options) => {
    const { selected, valueAttr = "value", labelAttr = "label", localize: loc } = options.hash;
    const html = (choices ?? [])
      .map((c) => {
        const value = c[valueAttr];
        const label = loc ? localize(c[labelAttr]) : c[labelAttr];
        const sel = String(value) === String(selected) ? " selected" : "";
        return `<option value="${hb.escapeExpression(value)}"${sel}>${hb.escapeExpression(label)}</option>`;
      })
      .join("");
    return new hb.SafeString(html);
  });
  hb.registerHelper("helperMissing", function (...args) {
    const options = args.at(-1);
    throw new Error(`Unknown helper or value: ${options?.name}`);
  });
  const templatesDir = join(root, "templates");
  const files = (await readdir(templatesDir, { recursive: true })).filter((f) => f.endsWith(".hbs"));
  for (const file of files) {
    const text = await readFile(join(templatesDir, file), "utf8");
    hb.registerPartial(`${SYSTEM_PREFIX}/templates/${file.split("\\").join("/")}`, text);
  }
  const compiled = new Map();
  return {
    strings,
    // the environment itself, with the helpers and the templates as partials (precompiling tests)
    handlebars: hb,
    templates: files.map((f) => f.split("\\").join("/")),
    render(template, context) {
      if (!compiled.has(template)) {
        const src = hb.partials[`${SYSTEM_PREFIX}/templates/${template}`];
        if (typeof src !== "string") throw new Error(`No template ${template}`);
        compiled.set(template, hb.compile(src, { strict: false }));
      }
      return compiled.get(template)(context, { allowProtoPropertiesByDefault: true });
    },
  };
}
