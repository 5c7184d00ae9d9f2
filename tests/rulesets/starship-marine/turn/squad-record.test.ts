// @vitest-environment happy-dom
// A squad's ammunition record on its tracker row after a real init (Starship Marine 3.16): the GM
// starts it full; a grenade card recorded and a door charge placed come off it on the GM's client; an
// empty record refuses; players see it and cannot change it.
import { answerLate } from "../../../helpers/late-answers";
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { marineSquad } from "../../../helpers/starship-marine-squad";
import { postsThenGm } from "../../../helpers/posts-then-gm";

async function setup(faces: number[] = []) {
  const d = await starshipMarineDeck(faces);
  const { combat, group, kell, tKell, ito } = marineSquad(d);
  const record = () => (group.flags.starskirmish as { ssmSquad?: { grenades: number; doorCharges: number } } | undefined)?.ssmSquad;
  const row = async () => {
    const { decorateSquadRow } = await import("../../../../src/rulesets/starship-marine/turn/squad-record");
    const li = document.createElement("li");
    li.dataset.groupId = "squad1";
    li.innerHTML = `<div class="ssk-group-header"></div>`;
    await decorateSquadRow(li, group as never, combat.turns as never);
    return li;
  };
  return { ...d, combat, group, kell, tKell, ito, record, row };
}

describe("a squad's ammunition record in the tracker (3.16)", () => {
  it("is started full by the GM: 4 grenades a man, 2 door charges a Marine", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    (await t.row()).querySelector<HTMLElement>("[data-ssm-squad-act='fill']")!.click();
    await vi.waitFor(() => expect(t.record()).toMatchObject({ grenades: 8, doorCharges: 4 }));
    const shown = await t.row();
    expect(shown.querySelector(".ssm-squad-grenades")?.textContent).toMatch(/Grenades 8 \/ 8 at most/);
  });

  it("shows players the record, without the GM's controls", async () => {
    const t = await setup();
    await t.group.update({ flags: { starskirmish: { ssmSquad: { grenades: 3, doorCharges: 1 } } } });
    t.stubs.actAs("player1");
    const shown = await t.row();
    expect(shown.querySelector(".ssm-squad-grenades strong")?.textContent).toBe("3");
    expect(shown.querySelector("[data-ssm-squad-act]")).toBeNull();
  });

  it("takes a grenade off as the GM's client records the Marine's card; an empty record refuses the throw before it is rolled", async () => {
    const t = await setup([1, 5]);
    await t.group.update({ flags: { starskirmish: { ssmSquad: { grenades: 1, doorCharges: 0 } } } });
    t.stubs.actAs("player1");
    const pirate = t.figure("Pirate", "crewman", "gm");
    const tPirate = t.canvas.place(pirate as never, { x: 540, y: 200 }, { _id: "tPirate" });
    t.stubs.users.get("player1")!.targets = new Set([tPirate as never]);
    t.stubs.dialogs.answer({ inSight: true });
    const { throwGrenade } = await import("../../../../src/rulesets/starship-marine/actions/grenade");
    await postsThenGm("player1", () => throwGrenade(t.kell as never));
    await vi.waitFor(() => expect(t.record()?.grenades).toBe(0));
    expect(t.cards.messages.filter((m) => m.system.kind === "ssmGrenade")).toHaveLength(1);
    t.stubs.dialogs.answer({ inSight: true });
    await postsThenGm("player1", () => throwGrenade(t.kell as never));
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Squad.out.grenades");
    expect(t.cards.messages.filter((m) => m.system.kind === "ssmGrenade")).toHaveLength(1);
  });

  it("takes a door charge off when one is placed, and refuses when none is left", async () => {
    const t = await setup();
    t.canvas.scene.addWall({ c: [200, 0, 200, 300], door: 1, ds: 0 });
    await t.group.update({ flags: { starskirmish: { ssmSquad: { grenades: 0, doorCharges: 1 } } } });
    t.stubs.actAs("player1");
    const { actOnDoor } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
    expect(await actOnDoor(t.kell as never, "placeCharge")).toBe(true);
    expect(t.record()?.doorCharges).toBe(0);
    t.canvas.scene.addWall({ c: [200, 300, 200, 600], door: 1, ds: 0 });
    expect(await actOnDoor(t.ito as never, "placeCharge")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarshipMarine.Squad.out.doorCharges");
  });

  it("resupplies the squad from a grenade pallet its TRUC carries, keeping the rest in the opened pallet (3.18)", async () => {
    const t = await setup();
    const truc = t.figure("Truc", "truc");
    const tTruc = t.canvas.place(truc as never, { x: 240, y: 200 }, { _id: "tTruc", disposition: 1 });
    t.combat.addCombatant({ actor: truc, token: tTruc.document, group: "squad1" });
    t.stubs.actAs("gm");
    await t.group.update({ flags: { starskirmish: { ssmSquad: { grenades: 1, doorCharges: 4, pallets: { grenades: 1, superCharges: 1 } } } } });
    const row = await t.row();
    // one pallet on the TRUC, the SuperCharge by hand: one Marine at half speed or two at normal speed in zero g
    const bearing = [...row.querySelectorAll(".ssm-squad-bearing li")].map((li) => li.textContent?.trim());
    expect(bearing).toEqual([
      "1 pallet rides on the TRUC robots (3.18).",
      "1 pallet is carried by hand, in Zero g (ship): 1 Marine at half speed or 2 at normal speed, in all (3.18, 4.8).",
    ]);
    expect(row.querySelector("[data-ssm-squad-act='resupply'][data-kind='doorCharges']")).toBeNull();
    row.querySelector<HTMLElement>("[data-ssm-squad-act='resupply'][data-kind='grenades']")!.click();
    await vi.waitFor(() => expect(t.record()).toMatchObject({ grenades: 8, pallets: { grenades: 0 }, opened: { grenades: 17 } }));
    expect((await t.row()).querySelector(".ssm-squad-opened")?.textContent).toBe("Opened pallet: 17 grenades left");
  });

  it("keeps a grenade spent while the GM's click on the record is on its way: the click reads the record after the spend lands", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    await t.group.update({ flags: { starskirmish: { ssmSquad: { grenades: 3, doorCharges: 4 } } } });
    // each write reaches this client only when the server answers, as in v13
    answerLate(t.group);
    const row = await t.row();
    const { spendFromSquadOf } = await import("../../../../src/rulesets/starship-marine/turn/squad-record");
    const spent = spendFromSquadOf(t.combat.combatants.find((c) => c.tokenId === "tKell") as never, "grenades");
    // the GM takes a door charge off by hand while the grenade's spend is in flight
    row.querySelector<HTMLElement>("[data-ssm-squad-act='adjust'][data-field='doorCharges'][data-delta='-1']")!.click();
    expect(await spent).toBe("spent");
    await vi.waitFor(() => expect(t.record()).toMatchObject({ doorCharges: 3 }));
    expect(t.record()).toMatchObject({ grenades: 2, doorCharges: 3 });
  });
});
