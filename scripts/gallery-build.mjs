// Builds the offline gallery (build/gallery/index.html): every sheet, card and dialog rendered
// from the real templates, CSS and marker icons with sample data. It is the preview for people
// without Foundry and the page the browser tests drive. Run after `npm run build`.
import { build } from "vite";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import { createEnv } from "../gallery/handlebars-env.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "build/gallery");

/** Stand-ins for the Foundry core icons the samples use. */
const CORE_ICONS = {
  "icons/svg/mystery-man.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#cfc9bd"/><circle cx="50" cy="36" r="18" fill="#6d6759"/><path d="M18 92c4-22 18-32 32-32s28 10 32 32z" fill="#6d6759"/></svg>\n',
  "icons/svg/combat.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#cfc9bd"/><path d="M20 80 80 20M20 20l60 60" stroke="#4a4a2a" stroke-width="10"/></svg>\n',
  "icons/svg/explosion.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#cfc9bd"/><path d="M50 10 60 38 90 30 68 54 88 80 56 68 50 92 44 68 12 80 32 54 10 30 40 38z" fill="#8a3b12"/></svg>\n',
  "icons/svg/item-bag.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#cfc9bd"/><path d="M30 35h40l8 50H22z" fill="#6d6759"/><path d="M40 35c0-14 20-14 20 0" stroke="#6d6759" stroke-width="6" fill="none"/></svg>\n',
};

async function loadSamples() {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    build: { outDir: join(root, "build"), emptyOutDir: false, target: "es2022", lib: { entry: join(root, "gallery/samples.ts"), formats: ["es"], fileName: () => "gallery-samples.mjs" } },
  });
  return import(`${join(root, "build/gallery-samples.mjs")}?t=${Date.now()}`);
}

/** A compendium source document, by its path under packs/_source/. */
export function readPackDoc(rel) {
  return YAML.parse(readFileSync(join(root, "packs/_source", rel), "utf8"));
}

/**
 * The page's script, a classic script because the page is opened from a file: it runs the cards'
 * applied step, and the prompt step, on the samples that carry ledger records (gallery/applied-page.ts).
 */
async function buildPageScript() {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    build: { outDir: out, emptyOutDir: false, target: "es2022", lib: { entry: join(root, "gallery/applied-page.ts"), formats: ["iife"], name: "sskGalleryApplied", fileName: () => "applied-page.js" } },
  });
}

/**
 * The ledger records of a sample shown applied, answering its prompt in vain, or refused by the GM's
 * record, with the strings the page words them in.
 */
function appliedAttribute(sample, strings) {
  const words = strings[`STARSKIRMISH.Card.prompt.${sample.promptStanding}`];
  // a refused answer's strip quotes the GM's reason, as the chat hook words it
  const wording = sample.promptStanding === "refused" ? words.replace("{reason}", () => strings[sample.refused]) : words;
  const standing = sample.promptStanding ? ` data-prompt-standing="${escape(JSON.stringify({ standing: sample.promptStanding, wording, reason: sample.refused }))}"` : "";
  // a card refused as a whole, answering no prompt
  const refused = sample.refused && !sample.promptStanding ? ` data-refused="${escape(strings["STARSKIRMISH.Card.refused"].replace("{reason}", () => strings[sample.refused]))}"` : "";
  if (!sample.applied) return standing + refused;
  const records = { ...sample.applied, wording: strings["STARSKIRMISH.Card.appliedBy"], someone: strings["STARSKIRMISH.Card.someone"] };
  return ` data-applied="${escape(JSON.stringify(records))}"${standing}${refused}`;
}

/** A dialog drawn from a rule set's dialogs folder: Foundry shows it in a DialogV2 window. */
function foundryDialog(sample) {
  return sample.kind === "dialog" && sample.template.includes("/dialogs/");
}

function escape(text) {
  return String(text).replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]);
}

export async function buildGallery() {
  const { gallerySamples, DIALOG_WIDTH } = await loadSamples();
  const env = await createEnv(root);
  const samples = gallerySamples(readPackDoc);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await cp(join(root, "dist/starskirmish"), join(out, "systems/starskirmish"), { recursive: true });
  await buildPageScript();
  for (const [rel, svg] of Object.entries(CORE_ICONS)) {
    await mkdir(dirname(join(out, rel)), { recursive: true });
    await writeFile(join(out, rel), svg);
  }
  // the built manifest: it lists the one stylesheet the build joined from the shared and rule-set sources
  const manifest = JSON.parse(await readFile(join(root, "dist/starskirmish/system.json"), "utf8"));
  // Foundry's core stylesheet comes first, as in a real page; the gallery loads a stand-in for it.
  await cp(join(root, "gallery/core-stand-in.css"), join(out, "core-stand-in.css"));
  const styles = ['<link rel="stylesheet" href="core-stand-in.css">', ...manifest.styles.map((s) => `<link rel="stylesheet" href="systems/starskirmish/${s}">`)].join("\n");
  const sections = samples
    .map((s) => {
      const html = foundryDialog(s) ? `<div class="window-content"><div class="dialog-content standard-form">${env.render(s.template, s.context)}</div></div>` : env.render(s.template, s.context);
      return `<section class="gallery-item gallery-${s.kind}" id="${escape(s.id)}" data-template="${escape(s.template)}">
<h2>${escape(s.title)} <code>${escape(s.template)}</code></h2>
<div class="${escape(s.classes)} gallery-frame${foundryDialog(s) ? " gallery-foundry-dialog" : ""}"${appliedAttribute(s, env.strings)} data-window-title="${escape(s.kind === "card" ? "" : s.title)}"${s.width ? ` style="width: ${Number(s.width)}px; max-width: none; box-sizing: border-box;"` : ""}>${html}</div>
</section>`;
    })
    .join("\n");
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Star Skirmish gallery</title>
${styles}
<style>
/* The gallery's own page furniture; colours come from the core stand-in's theme variables. */
.gallery-bar { display: flex; gap: 0.5rem; align-items: center; padding: 0.3rem 0; background: var(--stand-in-page); }
.gallery-item { margin-bottom: 2rem; }
.gallery-item h2 { font-size: 1rem; }
.gallery-frame { max-width: 760px; }
.gallery-card .gallery-frame, .gallery-dialog .gallery-frame { max-width: 320px; padding: 0.4rem; }
/* A dialog the system opens through DialogV2: as wide as it is in Foundry, its content padded as core pads a window's. */
.gallery-dialog .gallery-frame.gallery-foundry-dialog { width: ${DIALOG_WIDTH}px; max-width: none; padding: 0; box-sizing: border-box; }
.gallery-foundry-dialog > .window-content { padding: 1rem; }
</style></head>
<body class="theme-light"><h1>Star Skirmish gallery</h1>
<div class="gallery-bar"><button type="button" id="gallery-theme" onclick="setGalleryTheme(document.body.classList.contains('theme-dark') ? 'light' : 'dark')">Switch to the dark theme</button></div>
<script>
/* Foundry sets the theme as a class on <body>; the gallery does the same. */
function setGalleryTheme(theme) {
  document.body.classList.remove("theme-light", "theme-dark");
  document.body.classList.add(\`theme-\${theme}\`);
  document.getElementById("gallery-theme").textContent = theme === "dark" ? "Switch to the light theme" : "Switch to the dark theme";
}
</script>
<nav><ul>${samples.map((s) => `<li><a href="#${escape(s.id)}">${escape(s.title)}</a></li>`).join("")}</ul></nav>
${sections}
<script src="applied-page.js"></script>
</body></html>
`;
  await writeFile(join(out, "index.html"), page);
  // An empty page with the system's styles, where the benchmark renders one sheet at a time.
  await writeFile(join(out, "blank.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Star Skirmish</title>${styles}</head><body class="theme-light"></body></html>\n`);
  console.log(`Gallery: build/gallery/index.html (${samples.length} samples)`);
  return samples;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildGallery().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
