// @vitest-environment happy-dom
// Crew Damage rolled on the crew (Guide 6.15, 7.12; ruling SP-14) against stand-ins after a real
// init: applying a vehicle hit whose row names Crew Damage posts a prompt; the craft's owner rolls
// it with real dice: one seated crewman picked by a die and attacked at PEN 8 against his armour,
// or for a spacecraft 1d4 station crew each read on an unmodified 3d10; each gets his own Apply.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { CrewDamageCardContext } from "../../../../src/rulesets/space-patrol/view/crew-damage-card";

describe("vehicle Crew Damage (Guide 6.15, SP-14)", () => {
  it("a prompt rolls once, for an owner of the craft, however its card reads, and never for anyone else", async () => {
    // 1d2 = 1 picks the driver; 5 + 5 + 5 + 8 = 23 against his armour 0
    const t = await spaceBoard([1, 5, 5, 5, 1, 1, 1, 1]);
    t.npc("Actor.driver", "Driver");
    const tank = t.vehicle("Actor.tank", "Tank", { armour: 3, crew: [{ role: "driver", actorUuid: "Actor.driver", actorName: "Driver" }] });
    t.asUser("gm");
    // the GM's client posts the prompt, as applying a hit does
    const { promptCrewDamage } = await import("../../../../src/rulesets/space-patrol/actions/crew-damage");
    await promptCrewDamage(tank as never, 1);
    const prompt = t.messages[0]!;
    // player2 does not own the tank: refused, nothing rolled
    t.asUser("player2");
    await pressCardButton(prompt, "spCrewDamage");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.notYourActor");
    expect(t.messages).toHaveLength(1);
    // player1 owns it; the prompt is the GM's message, so its "rolled" stays false, yet it rolls once
    t.asUser("player1");
    await pressCardButton(prompt, "spCrewDamage");
    expect(t.messages).toHaveLength(2);
    expect(prompt.system.payload.rolled).toBe(false);
    await pressCardButton(prompt, "spCrewDamage");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.CrewDamage.alreadyRolled");
    expect(t.messages).toHaveLength(2);
  });

  it("a Heavy Penetration applied to a vehicle prompts, and the roll attacks one picked crewman at PEN 8", async () => {
    // fire: d20 14 + 2 hits; 6 + 6 + 6 + (PEN 5 - armour 3) = 20, Heavy Penetration: DM and CD.
    // crew damage: 1d2 = 2 picks the gunner; 5 + 5 + 5 + (8 - Bullets 2) = 21, Mortal Wound-Chest
    const t = await spaceBoard([14, 6, 6, 6, 2, 5, 5, 5]);
    const cannon = t.item("weapon", "cannon", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
    const shooter = t.npc("Actor.shooter", "Shooter", { assets: { energyWeapons: 2 } }, [cannon]);
    const driver = t.npc("Actor.driver", "Driver");
    const gunner = t.npc("Actor.gunner", "Gunner <b>", {}, [t.item("armour", "flak", { bullets: 2 })]);
    const tank = t.vehicle("Actor.tank", "Tank", {
      armour: 3,
      crew: [
        { role: "driver", actorUuid: "Actor.driver", actorName: "Driver" },
        { role: "gunner", actorUuid: "Actor.gunner", actorName: "Gunner <b>" },
        { role: "passenger", actorUuid: "", actorName: "" },
      ],
    });
    t.place(shooter, 0);
    t.place(tank, 10);
    t.target(tank);
    t.answer({});
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(shooter as never, cannon as never);
    expect(t.messages[0]!.system.targets[0]!.data).toMatchObject({ crewDamage: 1 });
    t.asUser("gm");
    expect(await t.applyAs("gm", "m0", "t-tank")).toEqual({ ok: true });
    expect(t.markers(tank)).toEqual({ "sp-vehicle-damage": 1 });
    // the GM's client posted it, so the GM owns the message
    const prompt = t.messages[1]!;
    expect(prompt.isOwner).toBe(true);
    expect(prompt.system).toMatchObject({ kind: "spCrewDamage", actorUuid: "Actor.tank", payload: { count: 1, rolled: false } });
    expect(t.card<CrewDamageCardContext>("cards/crew-damage.hbs")).toMatchObject({ prompt: true, count: 1, crew: ["Driver", "Gunner <b>"] });

    await pressCardButton(prompt, "spCrewDamage");
    expect(t.rolled.slice(-2)).toEqual(["1d2", "3d10"]);
    const result = t.card<CrewDamageCardContext>("cards/crew-damage.hbs");
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ name: "Gunner <b>", total: 21, label: "STARSKIRMISH.SpacePatrol.Damage.individual.mortalWoundChest" });
    // the sum's last term says itself: PEN 8 against the flak's bullet armour 2 (6.15, SP-8)
    expect(result.rows[0]!.damageNote).toMatchObject({ penetration: 8, armour: 2, modifier: 6 });
    const target = t.messages[2]!.system.targets[0]!;
    expect(target).toMatchObject({ actorUuid: "Actor.gunner", markers: { "sp-mortalWound": 1, "sp-morale": 1 } });
    expect(await t.applyAs("gm", "m2", target.key)).toEqual({ ok: true });
    expect(t.markers(gunner)).toEqual({ "sp-mortalWound": 1, "sp-morale": 1 });
    expect(t.markers(driver)).toEqual({});
    // rolled once only
    await pressCardButton(prompt, "spCrewDamage");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.CrewDamage.alreadyRolled");
  });

  it("only the vehicle's owner (or the GM) rolls it", async () => {
    const t = await spaceBoard([1, 1, 1]);
    const tank = t.vehicle("Actor.tank", "Tank", { crew: [{ role: "driver", actorUuid: "Actor.driver", actorName: "Driver" }] });
    t.npc("Actor.driver", "Driver");
    tank.ownership = { default: 0 };
    const { promptCrewDamage } = await import("../../../../src/rulesets/space-patrol/actions/crew-damage");
    await promptCrewDamage(tank as never, 1);
    await pressCardButton(t.messages[0]!, "spCrewDamage");
    expect(t.notes).toEqual(["STARSKIRMISH.Error.notYourActor"]);
    expect(t.rolled).toEqual([]);
  });
});

describe("spacecraft Crew Damage (Guide 7.12)", () => {
  it("1d4 crew are out of action, each picked by a die and read on an unmodified 3d10; more than the stations hold are unnamed", async () => {
    // 1d4 = 2: pick 1d3 = 1 (pilot), 3d10 = 4+4+4 = 12 Rattled; pick 1d2 = 2 (medic), 9+9+9 = 27 Dead.
    // second Crew Damage: 1d4 = 4 with three aboard: all three, picked 1d3 = 3, 1d2 = 1, then the last.
    const t = await spaceBoard([2, 1, 4, 4, 4, 2, 9, 9, 9, 4, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const pilot = t.npc("Actor.pilot", "Pilot");
    t.npc("Actor.gunner", "Gunner");
    const medic = t.npc("Actor.medic", "Medic");
    const empty = { actorUuid: "", actorName: "" };
    const ship = t.spacecraft("Actor.ship", "Ship", {
      stations: {
        flight: { actorUuid: "Actor.pilot", actorName: "Pilot" },
        astrogation: empty,
        engineering: empty,
        gunnery: { actorUuid: "Actor.gunner", actorName: "Gunner" },
        intelligence: empty,
        medical: { actorUuid: "Actor.medic", actorName: "Medic" },
      },
    });
    const { promptCrewDamage } = await import("../../../../src/rulesets/space-patrol/actions/crew-damage");
    await promptCrewDamage(ship as never, 2);
    await pressCardButton(t.messages[0]!, "spCrewDamage");
    const result = t.card<CrewDamageCardContext>("cards/crew-damage.hbs");
    expect(result.casualties).toEqual([2, 4]);
    expect(result.unnamed).toBe(1);
    expect(result.rows.map((r) => [r.name, r.total])).toEqual([
      ["Pilot", 12],
      ["Medic", 27],
      ["Medic", 3],
      ["Pilot", 3],
      ["Gunner", 3],
    ]);
    const targets = t.messages[1]!.system.targets;
    expect(targets[0]).toMatchObject({ actorUuid: "Actor.pilot", markers: { "sp-stun": 1 } });
    expect(targets[1]).toMatchObject({ actorUuid: "Actor.medic", data: { dead: true } });
    t.asUser("gm");
    expect(await t.applyAs("gm", "m1", targets[1]!.key)).toEqual({ ok: true });
    expect(medic.statuses.has("dead")).toBe(true);
    expect(pilot.statuses.has("dead")).toBe(false);
    expect(t.facesLeft()).toBe(0);
  });
});
