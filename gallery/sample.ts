/**
 * What a gallery sample is, what a rule set's samples are built from, and the two shapes most
 * samples take: a chat card, and a dialog. Every sample file builds its samples with these, so a
 * card looks the same wherever it is shown.
 */
import type { RuleSetDefinition } from "../src/core/ruleset-definition";
import type { AppliedMark } from "../src/core/card-ledger";

/** A card whose results the GM's ledger records as applied: the marks, and the names of the users they name. */
export interface AppliedRecords {
  marks: Record<string, AppliedMark>;
  users: Record<string, string>;
}

export interface Sample {
  id: string;
  title: string;
  kind: "sheet" | "card" | "dialog";
  template: string;
  /** Classes of the element that holds the rendered template (Foundry's app or message). */
  classes: string;
  context: Record<string, unknown>;
  /** Shown as applied: the gallery page runs the cards' applied step (showApplied) with these. */
  applied?: AppliedRecords;
  /** Shown as an answer to a prompt that lands nothing: the page runs the cards' prompt step (showPromptStanding). */
  promptStanding?: "again" | "unprompted" | "refused";
  /**
   * Shown as refused by the GM's record, for this reason (a language key): the page runs the cards'
   * step for it, as an answer no longer counted where `promptStanding` is "refused", else as a card
   * refused as a whole (showNotLanding).
   */
  refused?: string;
  /** The width in pixels the system opens this window at, where it sets one of its own. */
  width?: number;
}

/** A compendium source document, as the YAML under packs/_source/ holds it. */
export interface SourceDoc {
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

/** Reads a compendium source document by its path under packs/_source/. */
export type PackReader = (rel: string) => SourceDoc;

/** What a rule set's samples are built from: its definition, and its compendium sources. */
export interface GalleryContext {
  readonly def: RuleSetDefinition;
  readonly readPack: PackReader;
}

/** What a rule set's gallery module, gallery/samples-<id>.ts, exports as `samples`. */
export type RuleSetSamples = (ctx: GalleryContext) => Sample[];

/** A chat card, in the message element Foundry renders cards into. */
export const cardSample = (id: string, title: string, template: string, context: object): Sample => ({
  id,
  title,
  kind: "card",
  template,
  classes: "chat-message message",
  context: { ...context },
});

/** A dialog's content, in Foundry's dialog window. */
export const dialogSample = (id: string, title: string, template: string, context: object): Sample => ({
  id,
  title,
  kind: "dialog",
  template,
  classes: "application dialog",
  context: { ...context },
});

/** A sheet's tab bar as the sheet's _prepareTabs gives it, with one tab active. */
export function sheetTabs(ids: readonly string[], labelPrefix: string, active: string): Record<string, { id: string; group: string; active: boolean; cssClass: string; label: string }> {
  return Object.fromEntries(ids.map((id) => [id, { id, group: "primary", active: id === active, cssClass: id === active ? "active" : "", label: `${labelPrefix}.${id}` }]));
}
