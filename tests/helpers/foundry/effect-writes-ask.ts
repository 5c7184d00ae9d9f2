/**
 * Effect writes that ask first, as v13's do, for the tests of the kit's kept markers: each creation,
 * update or deletion of an actor's ActiveEffect calls its pre-hook on the writing user's client
 * (preCreateActiveEffect, preUpdateActiveEffect, preDeleteActiveEffect), and a hook's false drops
 * that write. The stand-ins write at once and fire no hook by themselves (tests/helpers/CONTRACTS.md),
 * so without this the kit's refusal of a player's change to a kept marker
 * (system/markers/kept-markers.ts) would never be asked, and a flow that broke it would still pass.
 */
import { vi } from "vitest";
import { StandInActiveEffect, StandInActor, type EffectData } from "./actor";
import type { StandInDocument } from "./document";

interface Firer {
  preCreate(doc: StandInDocument, data: object, userId: string): boolean;
  preUpdate(doc: StandInDocument, changed: object, userId: string): boolean;
  preDelete(doc: StandInDocument, userId: string): boolean;
}

// the stand-ins' own writes, taken before any spy: asking again (a second world in one test) spies
// on them afresh, never on a spy
const create = StandInActor.prototype.createEmbeddedDocuments;
const remove = StandInActor.prototype.deleteEmbeddedDocuments;
const update = StandInActiveEffect.prototype.update;

/** From now on (until vi.restoreAllMocks) effect writes ask their pre-hooks, by the latest `fire`, as the current user. */
export function effectWritesAsk(fire: Firer): void {
  const user = (): string => (globalThis as unknown as { game: { user?: { id: string } } }).game.user?.id ?? "";
  vi.spyOn(StandInActor.prototype, "createEmbeddedDocuments").mockImplementation(async function (this: StandInActor, name, data, options) {
    if (name !== "ActiveEffect") return create.call(this, name, data, options);
    // the pending effect, as v13 hands it to preCreate before it exists
    const allowed = data.filter((d) => fire.preCreate(new StandInActiveEffect(d as EffectData, { parent: this }), d, user()));
    return create.call(this, name, allowed, options);
  });
  vi.spyOn(StandInActor.prototype, "deleteEmbeddedDocuments").mockImplementation(async function (this: StandInActor, name, ids) {
    if (name !== "ActiveEffect") return remove.call(this, name, ids);
    const allowed = ids.filter((id) => {
      const effect = this.effects.get(id);
      return !effect || fire.preDelete(effect, user());
    });
    return remove.call(this, name, allowed);
  });
  vi.spyOn(StandInActiveEffect.prototype, "update").mockImplementation(async function (this: StandInActiveEffect, changed, options) {
    if (!fire.preUpdate(this, changed as object, user())) return this;
    return update.call(this, changed, options);
  });
}
