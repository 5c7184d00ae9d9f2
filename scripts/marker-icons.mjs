// Draws each marker's token icon as SVG from its colour and glyph, plus one icon per count for
// counted markers, so the count shows on the token wherever Foundry draws status icons.

/** Dark text on light markers, light text on dark ones (WCAG relative luminance). */
export function inkFor(colour) {
  const hex = colour.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return lum > 0.4 ? "#111111" : "#ffffff";
}

function escapeXml(text) {
  return String(text).replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]);
}

/** The SVG text of a marker icon, with a count badge when `countText` is given. */
export function markerSvg(marker, countText) {
  const ink = inkFor(marker.colour);
  const glyph = escapeXml(marker.glyph ?? "");
  const size = glyph.length > 2 ? 26 : glyph.length === 2 ? 34 : 44;
  const badge = countText
    ? `<circle cx="74" cy="74" r="22" fill="#111111" stroke="#ffffff" stroke-width="4"/>` +
      `<text x="74" y="75" font-family="Arial, Helvetica, sans-serif" font-size="${countText.length > 1 ? 22 : 28}" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${escapeXml(countText)}</text>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<circle cx="50" cy="50" r="44" fill="${marker.colour}" stroke="#222222" stroke-width="6"/>` +
    `<text x="50" y="51" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle" dominant-baseline="central">${glyph}</text>` +
    badge +
    `</svg>\n`
  );
}

/** Every icon file to write: [path relative to the system folder, svg text]. */
export function markerIconFiles(tooling) {
  const files = [];
  for (const def of tooling.RULESET_DEFINITIONS) {
    for (const marker of def.markers) {
      const base = marker.icon.replace(/^systems\/starskirmish\//, "");
      files.push([base, markerSvg(marker)]);
      for (const n of tooling.drawnCounts(marker)) {
        files.push([tooling.markerIcon(marker, n).replace(/^systems\/starskirmish\//, ""), markerSvg(marker, tooling.countLabel(n))]);
      }
    }
  }
  return files;
}
