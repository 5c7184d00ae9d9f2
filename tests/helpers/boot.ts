/**
 * A fresh system for a glue test: modules reloaded, Foundry's stand-ins installed with the given
 * world settings, the real init run, active effects creatable, and a stand-in Actor class to make
 * test actors from.
 */
import { vi } from "vitest";
import { installFoundryStubs, callHook } from "./foundry-stubs";
import { installEffectCreation, makeFakeActorClass } from "./fake-documents";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

export async function bootSystem(settings: Record<string, unknown> = {}) {
  vi.resetModules();
  const stubs = installFoundryStubs(settings);
  await import("../../src/index");
  callHook(stubs, "init");
  const g = globalThis as Any;
  installEffectCreation();
  const Fake = makeFakeActorClass(g.Actor);
  return { stubs, g, Fake };
}
