// The kit's one way to find a token's combatant (system/turn/combatant-of.ts), against the stand-ins:
// the combatant whose tokenId is the token's, whether the token is named by its document, its
// placeable or its id; on the running combat unless another is given; null where none stands for it.
import { afterEach, describe, expect, it } from "vitest";
import { combatantOf, type TokenRef } from "../../../src/system/turn/combatant-of";
import { StandInCanvas } from "../../helpers/foundry/canvas";
import { StandInCombat } from "../../helpers/foundry/combat";

const asCombat = (c: StandInCombat) => c as unknown as Combat.Implementation;
const asToken = (t: unknown) => t as TokenRef;

/** A scene with three tokens, the first two of them combatants of a running combat. */
function battle() {
  const canvas = new StandInCanvas({ size: 100, distance: 1 });
  const alpha = canvas.place(null, { x: 50, y: 50 }, { _id: "tokAlpha", name: "Alpha" });
  const bravo = canvas.place(null, { x: 150, y: 50 }, { _id: "tokBravo", name: "Bravo" });
  const bystander = canvas.place(null, { x: 250, y: 50 }, { _id: "tokBystander", name: "Bystander" });
  const combat = new StandInCombat({ _id: "combat1" });
  const first = combat.addCombatant({ token: alpha.document, tokenId: alpha.id });
  const second = combat.addCombatant({ token: bravo.document, tokenId: bravo.id });
  (globalThis as Record<string, unknown>).game = { combat };
  return { combat, alpha, bravo, bystander, first, second };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).game;
});

describe("a token's combatant", () => {
  it("is the running combat's combatant whose tokenId is the token's, for each of two tokens", () => {
    const t = battle();
    expect(combatantOf(asToken(t.alpha.document))).toBe(t.first);
    expect(combatantOf(asToken(t.bravo.document))).toBe(t.second);
  });

  it("is the same whether the token is named by its document, its placeable or its id", () => {
    const t = battle();
    expect(combatantOf(asToken(t.bravo))).toBe(t.second);
    expect(combatantOf("tokBravo")).toBe(t.second);
  });

  it("is null for a token no combatant stands for, and for no token at all", () => {
    const t = battle();
    expect(combatantOf(asToken(t.bystander.document))).toBeNull();
    expect(combatantOf(asToken(t.bystander))).toBeNull();
    expect(combatantOf("")).toBeNull();
    expect(combatantOf(null)).toBeNull();
    expect(combatantOf(undefined)).toBeNull();
  });

  it("looks on the combat given, not the running one, and finds nothing when given none", () => {
    const t = battle();
    const other = new StandInCombat({ _id: "combat2" });
    const there = other.addCombatant({ token: t.bystander.document, tokenId: t.bystander.id });
    expect(combatantOf(asToken(t.bystander.document), asCombat(other))).toBe(there);
    expect(combatantOf(asToken(t.alpha.document), asCombat(other))).toBeNull();
    // null is "no combat": the running one is not asked in its place
    expect(combatantOf(asToken(t.alpha.document), null)).toBeNull();
  });

  it("is null with no combat running", () => {
    const t = battle();
    (globalThis as Record<string, unknown>).game = { combat: null };
    expect(combatantOf(asToken(t.alpha.document))).toBeNull();
  });

  it("does not match a token without an id (not yet written) to a combatant that has no token", () => {
    const t = battle();
    const tokenless = t.combat.addCombatant({ name: "Reinforcements off the board" });
    expect(tokenless.tokenId).toBeNull();
    expect(combatantOf(asToken({ id: null }))).toBeNull();
  });
});
