// @vitest-environment happy-dom
// Point defense against torps (Guide 7.8) against stand-ins after a real init, with queued dice: the
// Raider's officer reserves its pulse laser turret in the enemy turn (it then fires at no ship); in the
// patrol's next turn the cutter's torp pod launches three torps at it, the turret's four shots are
// rolled first on the GM's client, and only the torps left roll to hit.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";

describe("point defense (Guide 7.8)", () => {
  it("rolls the reserved turret's shots before the torps, and only the torps left roll to hit", async () => {
    // round 2: identify and lock the Raider (15, 15); the turret's four shots 20, 20, 1, 1 stop two
    // torps (DT 12, +4); the last torp rolls 16; then its damage dice
    const t = await spaceBattle([15, 15, 20, 20, 1, 1, 16, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const pod = t.item("weapon", "pod", { code: "A", spaceKind: "torp", targets: 3, ammoPerTurn: 3, effective: { range: 10, penetration: 10, bonus: 0 } });
    const turret = t.item("weapon", "turret", { code: "A", spaceKind: "pulseLaser", attack: "energy", targets: 4, ammoPerTurn: 30, effective: { range: 10, penetration: 5, bonus: 0 } });
    t.give(t.cutter, pod);
    t.give(t.raider, turret);
    const defense = await import("../../../../src/rulesets/space-patrol/actions/space-point-defense");
    // the patrol's turn passes; in the enemy turn the Raider reserves its turret
    await t.endTurn();
    expect((await requestAs("gm", defense.SPACE_DEFENSE_REQUEST, { sceneId: t.scene.id, tokenId: "tRaider", weaponId: "turret" })).ok).toBe(true);
    expect(t.card<{ turret: string }>("cards/space-defense.hbs").turret).toBe("turret");
    // reserved, it fires at no ship this turn
    expect(await t.fireAs("gm", "turret", "tCutter:4", "tRaider")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.reserved" });
    await t.endTurn();
    expect((await t.scanAs("identifyTarget", "tRaider")).ok).toBe(true);
    expect((await t.scanAs("targetLock", "tRaider")).ok).toBe(true);
    expect((await t.fireAs("player2", "pod", "tRaider:3")).ok).toBe(true);
    const c = t.card<SpaceFireCardContext>("cards/space-fire.hbs");
    expect(c.interceptions).toEqual([{ target: "Raider", turretLabel: "STARSKIRMISH.Field.Choice.pulseLaser", incoming: 3, intercepted: 2, rolls: "20✓, 20✓, 1, 1" }]);
    // one torp left: one attack roll, 16 + 2 + 2 = 20, three hits (a torp may score 3)
    expect(c.targets[0]!.shots).toMatchObject([{ d20: 16, total: 20, success: true, special: 2 }]);
    expect(c.targets[0]!.hits).toBe(3);
  });

  it("refuses a weapon that is no turret, and a turret that already fired at ships this turn", async () => {
    const t = await spaceBattle([15, 15, 15, 15, 1, 1]);
    const turret = t.item("weapon", "turret", { code: "A", spaceKind: "railGun", targets: 2, ammoPerTurn: 2, effective: { range: 10, penetration: 5, bonus: 0 } });
    t.give(t.cutter, turret);
    const defense = await import("../../../../src/rulesets/space-patrol/actions/space-point-defense");
    const reserve = (weaponId: string) => requestAs("player1", defense.SPACE_DEFENSE_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", weaponId });
    expect(await reserve("beam")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.PointDefense.refused.notATurret" });
    await t.lockBoth();
    expect((await t.fireAs("player2", "turret", "tRaider:1,tGull:1")).ok).toBe(true);
    expect(await reserve("turret")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.PointDefense.refused.alreadyFired" });
  });
});
