// @vitest-environment happy-dom
// A morale check a Striker fire card calls answers it once (Striker 8.C.1; core/card-prompts.ts),
// against stand-ins after a real init: the check names the fire card; an owner who clears the
// "already rolled" record they can write and rolls again posts a second card, which every client
// shows as answered again and the GM's client refuses at Apply while the first still lands; a
// hand-made morale card naming a fire card that never called its team lands nothing.
import { gmRecorded } from "../../../helpers/gm-recorded";
import { describe, expect, it } from "vitest";
import { fireBoard as setup } from "./fire-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import { applyAs } from "../../../helpers/gm-requests";

/** The grenade of the fire tests (its 10 faces), then 2D6 for each morale check pressed. */
async function calledToCheck(moraleFaces: number[]) {
  const t = await setup([3, 3, 4, 3, 2, 5, 4, 1, 6, 6, ...moraleFaces], 524);
  t.firerToken.center = { x: 420, y: 0 };
  t.answer({ weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
  const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
  await rollStrikerFire();
  const fire = t.messages[0]!;
  t.stubs.actAs("player1");
  t.target.ownership = { default: 0, player1: 3 };
  t.answer({ status: "open", nearbyCasualties: 0 });
  await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
  return { t, fire, first: t.messages.at(-1)! };
}

/** Lets the GM client's recording and marking, begun by the creation hook, finish. */

describe("a Striker morale check answers the fire card that called it once", () => {
  it("names the fire card it answers, and a second press on the same client is refused before any roll", async () => {
    const { t, fire, first } = await calledToCheck([6, 6]);
    expect(first.system.kind).toBe("strMorale");
    expect((first.system as unknown as { answers: string }).answers).toBe(fire.id);
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.alreadyRolled");
  });

  it("a re-roll after the owner clears their own record is marked on every client and refused at Apply; the first lands", async () => {
    // first 1 + 1, then 1 + 2 rolled again: each a failure the GM could apply, of which only the first lands
    const { t, fire, first } = await calledToCheck([1, 1, 1, 2]);
    await t.target.update({ flags: { starskirmish: { rolledPrompts: [] } } });
    t.answer({ status: "open", nearbyCasualties: 0 });
    await pressCardButton(fire, "strMorale", { actorUuid: "Actor.target" });
    const again = t.messages.at(-1)!;
    expect(again.id).not.toBe(first.id);
    expect(again.system.kind).toBe("strMorale");
    await gmRecorded(again.id);
    // the GM's client marked the message so every client draws it again; what it shows is read from the ledger
    expect((again.flags as { starskirmish?: { promptStanding?: string } }).starskirmish?.promptStanding).toBe("again");
    expect((first.flags as { starskirmish?: { promptStanding?: string } }).starskirmish?.promptStanding).toBeUndefined();
    const key = again.system.targets[0]!.key;
    expect(await applyAs("gm", again.id, key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptAnsweredBefore" });
    expect(await applyAs("gm", first.id, first.system.targets[0]!.key)).toEqual({ ok: true });
    // drawn as a client draws it: the strip heads the re-roll, whose Apply is disabled
    const { wireCardButtons } = await import("../../../../src/system/cards/card-buttons");
    const drawn = (m: typeof again) => {
      const root = document.createElement("li");
      root.innerHTML = m.content;
      wireCardButtons(m as never, root);
      return root;
    };
    const shown = drawn(again);
    expect(shown.querySelector(".ssk-prompt-strip")?.textContent).toBe("STARSKIRMISH.Card.prompt.again");
    expect(shown.querySelector<HTMLButtonElement>("[data-card-action='applyResult']")?.disabled).toBe(true);
    expect(drawn(first).querySelector(".ssk-prompt-strip")).toBeNull();
  });

  it("a morale card naming a fire card that did not call its team lands nothing, and is marked so", async () => {
    const { t, fire, first } = await calledToCheck([1, 1]);
    // the target's failed check copied onto the firing team, naming the same fire card: posted here
    // from the GM's client, which owns every team, so only the prompt can refuse it
    t.stubs.actAs("gm");
    const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string; flags: object }> } } };
    const system = structuredClone(first.system) as unknown as { actorUuid: string; targets: { actorUuid: string; applied: boolean }[] };
    system.actorUuid = "Actor.firer";
    system.targets = system.targets.map((x) => ({ ...x, actorUuid: "Actor.firer", applied: false }));
    const copied = await g.ChatMessage.implementation.create({ type: "card", rolls: first.rolls, system: { ...system, answers: fire.id } });
    await gmRecorded(copied.id);
    expect((copied.flags as { starskirmish?: { promptStanding?: string } }).starskirmish?.promptStanding).toBe("unprompted");
    expect(await applyAs("gm", copied.id, first.system.targets[0]!.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.promptNotRecorded" });
  });

  it("a card whose kind is not loaded yet shows the GM client's mark; one whose kind is loaded is judged from the ledger alone", async () => {
    const { first } = await calledToCheck([1, 1]);
    const { standingOf } = await import("../../../../src/system/cards/prompt-judge");
    const g = globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } };
    // a StarMarines card in this Striker world: its rule set's table, and so its kind, never loaded here
    const unloaded = await g.ChatMessage.implementation.create({ type: "card", system: { kind: "smrMorale", ruleSet: "starmarines" }, flags: { starskirmish: { promptStanding: "again" } } });
    expect(standingOf(unloaded as never)).toEqual({ standing: "again", first: "" });
    // the author of a first answer writing the mark on it changes nothing the ledger says
    await first.update({ flags: { starskirmish: { promptStanding: "again" } } });
    expect(standingOf(first as never)).toEqual({ standing: "first" });
  });
});
