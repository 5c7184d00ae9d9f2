/**
 * Rendered card or sheet markup as a reader sees it, for template tests that assert wording: tags
 * dropped, the entities Handlebars' escaping and these templates write read back, other spaces
 * folded. A no-break space stays one: a card keeps "+1" with its marker by it. `&lt;`, `&gt;` and
 * `&amp;` stay as written, so a test can still see that text a user typed was escaped.
 */
const ENTITIES: Readonly<Record<string, string>> = { "&#x27;": "'", "&quot;": '"', "&times;": "×", "&middot;": "·", "&#x3D;": "=", "&#x60;": "`", "&nbsp;": "\u00a0" };

export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&quot;|&times;|&middot;|&#x3D;|&#x60;|&nbsp;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}
