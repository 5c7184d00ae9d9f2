/**
 * Builds a rule set's marker list from short rows, so each list reads like the table it comes
 * from. Icons are drawn by the build from the glyph and colour (scripts/marker-icons.mjs).
 */
import { finite, list, record, text, whole, yesNo } from "./checks";
import type { MarkerDefinition } from "./markers";

export interface GlyphMarker extends MarkerDefinition {
  /** One to three letters drawn on the marker's icon. */
  readonly glyph: string;
}

export interface MarkerRow {
  readonly key: string;
  readonly glyph: string;
  readonly colour: string;
  readonly stacks?: boolean;
  readonly max?: number;
  readonly rotation?: number;
  readonly group?: string;
  readonly secret?: boolean;
  /** The name on its group's own sheet, where the label carries a kind qualifier (MarkerDefinition). */
  readonly sheetLabel?: string;
}

/** Who changes each marker in a battle (MarkerDefinition#keptInBattle), by row key; unlisted rows are the owner's too. */
export type KeptMarkers = Readonly<Record<string, NonNullable<MarkerDefinition["keptInBattle"]>>>;

/**
 * Markers with ids `<prefix>-<key>` and labels `<labelRoot>.<key>`, each kept in a battle as `kept`
 * says. A kept key no row has is an error, so a renamed row cannot quietly leave its marker open to
 * its owner.
 */
export function buildMarkers(prefix: string, labelRoot: string, rows: readonly MarkerRow[], kept: KeptMarkers = {}): GlyphMarker[] {
  text(prefix, "prefix");
  text(labelRoot, "labelRoot");
  list(rows, "rows");
  for (const [key, mode] of Object.entries(record(kept, "kept"))) {
    if (!rows.some((row) => isRow(row) && row.key === key)) throw new RangeError(`No marker "${prefix}-${key}" to keep`);
    if (mode !== "removal" && mode !== "any") throw new RangeError(`kept.${key} must be removal or any`);
  }
  return rows.map((row) => {
    checkedRow(row);
    const id = `${prefix}-${row.key}`;
    const stacks = row.stacks ?? false;
    return {
      id,
      label: `${labelRoot}.${row.key}`,
      icon: `systems/starskirmish/icons/markers/${id}.svg`,
      colour: row.colour,
      stacks,
      ...(stacks ? (row.max === undefined ? {} : { max: row.max }) : { max: 1 }),
      ...(row.rotation === undefined ? {} : { rotation: row.rotation }),
      ...(row.group === undefined ? {} : { group: row.group }),
      ...(row.secret ? { secret: true } : {}),
      ...(row.sheetLabel === undefined ? {} : { sheetLabel: row.sheetLabel }),
      ...(kept[row.key] === undefined ? {} : { keptInBattle: kept[row.key] }),
      glyph: row.glyph,
    };
  });
}

/**
 * The marker ids `<prefix>-<key>` by key, typed from the rows' own keys: a rule set reads
 * `SSM_MARKER.wounded`, and a key no row has is a type error, not an undefined id at the table.
 */
export function markerIds<const R extends readonly { readonly key: string }[]>(prefix: string, rows: R): { readonly [K in R[number]["key"]]: string } {
  text(prefix, "prefix");
  const ids = list(rows, "rows").map((row, i) => {
    record(row, `rows[${i}]`);
    return [text(row.key, `rows[${i}].key`), `${prefix}-${row.key}`] as const;
  });
  return Object.freeze(Object.fromEntries(ids)) as { readonly [K in R[number]["key"]]: string };
}

/** Whether a row is an object to read a key from (checkedRow says what is wrong with one that is not). */
const isRow = (row: unknown): row is MarkerRow => typeof row === "object" && row !== null;

function checkedRow(row: MarkerRow): void {
  record(row, "row");
  text(row.key, "row.key");
  text(row.glyph, "row.glyph");
  text(row.colour, "row.colour");
  if (row.stacks !== undefined) yesNo(row.stacks, "row.stacks");
  if (row.secret !== undefined) yesNo(row.secret, "row.secret");
  if (row.max !== undefined) whole(row.max, "row.max", 1);
  if (row.rotation !== undefined) finite(row.rotation, "row.rotation");
  if (row.group !== undefined) text(row.group, "row.group");
  if (row.sheetLabel !== undefined) text(row.sheetLabel, "row.sheetLabel");
}
