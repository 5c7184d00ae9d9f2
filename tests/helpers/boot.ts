/**
 * A fresh system for a glue test: modules reloaded, Foundry's stand-ins installed with the given
 * world settings, and the real `init` hook fired as Foundry fires it.
 */
import { vi } from "vitest";
import { installFoundryStubs, world, type Recorded, type StandInWorld } from "./foundry-stubs";

export async function bootSystem(settings: Record<string, unknown> = {}): Promise<{ stubs: Recorded; g: StandInWorld }> {
  vi.resetModules();
  const stubs = installFoundryStubs(settings);
  await import("../../src/index");
  stubs.fire.init();
  return { stubs, g: world() };
}
