/**
 * A long sheet's one tab group ("primary") as v13's ApplicationV2.TABS takes it: the tabs in order,
 * the first open on first render, each labelled `${labelPrefix}.${id}`.
 */
type TabsConfiguration = foundry.applications.api.ApplicationV2.TabsConfiguration;

export function primaryTabs(ids: readonly string[], labelPrefix: string): Record<string, TabsConfiguration> {
  // fvtt-types 13.345.1 asks every tab for a cssClass; "" adds none
  return { primary: { tabs: ids.map((id) => ({ id, cssClass: "" })), initial: ids[0] ?? null, labelPrefix } };
}
