/**
 * A rule set's token ruler: CONFIG.Token.rulerClass is set to it at init, so the class is part of
 * the start-up module, while what its labels say comes from the rule set's table. A label is read
 * synchronously as a token is dragged; selecting the token started loading the table
 * (ruleset-table.ts, preloadOnControl), so a drag finds it there. Until it has loaded, or where the
 * rule set has nothing to say of a token, the label is core's.
 */
import type { LazyTable, RuleSetTable } from "./ruleset-table";

export type RulerWaypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;
export type RulerLabel = foundry.canvas.placeables.tokens.TokenRuler.WaypointContext;
export type RulerState = foundry.canvas.placeables.tokens.TokenRuler.State;

/** What a table gives a waypoint's label: core's label rewritten, or as it was. */
export type LabelWaypoint<T> = (table: T, token: TokenDocument.Implementation, waypoint: RulerWaypoint, context: RulerLabel, state: RulerState) => RulerLabel;

/**
 * The ruler class for a rule set, made once Foundry's classes exist (at init). `name` is the
 * class's name, as Foundry and its console show it.
 */
export function tableTokenRuler<T extends RuleSetTable>(name: string, table: LazyTable<T>, label: LabelWaypoint<T>) {
  const Ruler = class extends foundry.canvas.placeables.tokens.TokenRuler {
    protected override _getWaypointLabelContext(waypoint: RulerWaypoint, state: RulerState): RulerLabel | void {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      const loaded = table.loaded;
      if (!loaded) {
        void table.load().catch((err: unknown) => console.error(err));
        return context;
      }
      return label(loaded, this.token.document, waypoint, context, state);
    }
  };
  Object.defineProperty(Ruler, "name", { value: name });
  return Ruler;
}

/** The token's centres from where it stands (the last waypoint it passed, or the ruler's start) to this waypoint. */
export function centresTo(waypoint: RulerWaypoint): { x: number; y: number }[] {
  const chain: RulerWaypoint[] = [];
  for (let w: RulerWaypoint | null = waypoint; w; w = w.previous) chain.unshift(w);
  const start = Math.max(0, chain.findLastIndex((w) => w.stage === "passed"));
  return chain.slice(start).map((w) => ({ x: w.center.x, y: w.center.y }));
}

/** Core's label with its distance and cost written over by the rule set's text, and a class for its style. */
export function rulerText(context: RulerLabel, text: string, cssClass: string): RulerLabel {
  const { delta: _d, ...distance } = context.distance;
  const { delta: _c, ...cost } = context.cost;
  return { ...context, units: "", distance: { ...distance, total: text }, cost: { ...cost, total: text, units: "" }, cssClass: `${context.cssClass} ${cssClass}` };
}
