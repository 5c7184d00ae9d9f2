/**
 * A fresh system for a glue test: modules reloaded, Foundry's stand-ins installed with the given
 * world settings, and the real `init` hook fired as Foundry fires it. The world's rule set's
 * table (system/ruleset-table.ts) is then loaded, as the first sheet, card button or hook that
 * needs it loads it in Foundry before any of its actions can run; `loadTable: false` leaves the
 * world as it stands right after start-up.
 */
import { vi } from "vitest";
import { installFoundryStubs, world, type Recorded, type StandInWorld } from "./foundry-stubs";

export async function bootSystem(settings: Record<string, unknown> = {}, { loadTable = true } = {}): Promise<{ stubs: Recorded; g: StandInWorld }> {
  vi.resetModules();
  const stubs = installFoundryStubs(settings);
  await import("../../src/index");
  stubs.fire.init();
  if (loadTable) await (await import("../../src/system/registry")).activeRuleSet().table?.load();
  return { stubs, g: world() };
}
