/**
 * What a gallery sample is, what a rule set's samples are built from, and the two shapes most
 * samples take: a chat card, and a dialog. Every sample file builds its samples with these, so a
 * card looks the same wherever it is shown.
 */
import type { RuleSetDefinition } from "../src/core/ruleset-definition";

export interface Sample {
  id: string;
  title: string;
  kind: "sheet" | "card" | "dialog";
  template: string;
  /** Classes of the element that holds the rendered template (Foundry's app or message). */
  classes: string;
  context: Record<string, unknown>;
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
