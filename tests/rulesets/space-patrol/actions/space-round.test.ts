// @vitest-environment happy-dom
// One full space round at the table (Guide 7.2-7.12) against stand-ins after a real init, every die
// queued and every step asked through the real GM-request path: initiative puts the patrol first;
// its pilot evades, its intelligence officer reserves the rail gun turret for point defense and
// identifies both enemies, the astrogator locks them, the gunner fires the beam laser at the Raider
// and a secondary target, the Gull, and the Raider's PBF blocks its hit; in the enemy turn the Raider
// finds and locks the cutter and launches three torps: the turret shoots one down, the evasion makes
// the rest harder to land, and the torp that hits is a Heavy Penetration whose Crew Damage is prompted.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { applyAs, requestAs } from "../../../helpers/gm-requests";
import { getProperty } from "../../../helpers/foundry/utils";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";
import type { SpaceTracking } from "../../../../src/rulesets/space-patrol/turn/space-tracking";

const DICE = [
  // Ito's evasion: 12 + Space Pilot 2 + Flight Computer 1 = 15 against DT 12
  12,
  // Mori identifies both, Rana locks both: 15 each
  15, 15, 15, 15,
  // Kade's beam laser, DT 12 + 4 for his own ship's evasion (7.8): the Raider 14 + 4 = 18, one hit,
  // the Gull 16 + 4 = 20, two; the Raider's PBF d6 shows 1, under its astrogation code 2 (7.9)
  14, 16, 1,
  // the Gull's two hits, 3d10 each
  1, 1, 1, 1, 1, 1,
  // the enemy turn: the Raider's NPC crew (level 2, Scanner Array 1) identifies and locks the cutter,
  // which fired on its last turn (an advantage): 10 + 2 + 1 = 13 against DT 8, twice
  10, 10,
  // the cutter's rail gun turret shoots 8 times at the three torps, DT 12 at +4: one 20 stops one
  20, 1, 1, 1, 1, 1, 1, 1,
  // the two torps left, DT 12 + 4 for the cutter's evasion: 14 + 2 = 16 hits once, 2 misses
  14, 2,
  // the torp's damage: 3 + 3 + 3 + PEN 10 against armour 0 = 19, Heavy Penetration (7.12)
  3, 3, 3,
];

describe("a full space round (Guide 7)", () => {
  it("plays initiative, a maneuver, locks, fire with a secondary target and the PBF, torps met by point defense, and Crew Damage", async () => {
    const t = await spaceBattle(DICE);
    const rail = t.item("weapon", "rail", { code: "A", spaceKind: "railGun", targets: 2, ammoPerTurn: 600, effective: { range: 10, penetration: 5, bonus: 0 } });
    const pod = t.item("weapon", "pod", { code: "A", spaceKind: "torp", targets: 3, ammoPerTurn: 3, effective: { range: 10, penetration: 10, bonus: 0 } });
    t.give(t.cutter, rail);
    t.give(t.raider, pod);
    const defense = await import("../../../../src/rulesets/space-patrol/actions/space-point-defense");
    const tracking = () => getProperty(t.combat.flags, "starskirmish.spSpaceTrack") as SpaceTracking;
    const fireCard = () => t.card<SpaceFireCardContext>("cards/space-fire.hbs");

    // 7.2: both sides detect each other; the patrol wins the initiative
    expect(getProperty(t.combat.flags, "starskirmish.spSideTurn.acting")).toBe("players");

    // 7.5: the helm evades first
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight")).ok).toBe(true);
    expect(tracking().maneuvers?.tCutter?.map((m) => [m.key, m.success])).toEqual([["evasiveManeuvers", true]]);

    // 7.8: the intelligence officer reserves the turret, a free action beside his scan
    expect((await requestAs("player1", defense.SPACE_DEFENSE_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", weaponId: "rail" })).ok).toBe(true);
    await t.lockBoth();
    expect(t.markers(t.raider)["sp-spacecraft-locked"]).toBe(1);

    // 7.8, 7.9: the beam at the Raider and, 2 hexes from it, the Gull
    expect((await t.fireAs("player2", "beam", "tRaider:1,tGull:1")).ok).toBe(true);
    const fire = fireCard();
    expect(fire.targets.map((x) => [x.name, x.dt, x.shots.filter((s) => s.pbf?.blocked).length, x.hits])).toEqual([["Raider", 16, 1, 0], ["Gull", 16, 0, 2]]);
    const fireMessage = t.messages.filter((m) => m.system.kind === "spSpaceFire").at(-1)!;
    expect((await applyAs("player2", fireMessage.id, "tGull")).ok).toBe(true);
    // 1 + 1 + 1 + 15 = 18 twice: two Medium Penetrations, one Morale Marker at most (SP-9)
    expect(t.markers(t.gull)).toMatchObject({ "sp-spacecraft-gunnery": 2, "sp-spacecraft-drive": 2, "sp-spacecraft-morale": 1 });

    // the enemy turn: the locks end, the Raider finds the cutter
    await t.endTurn();
    expect(t.markers(t.raider)["sp-spacecraft-locked"] ?? 0).toBe(0);
    const scan = await import("../../../../src/rulesets/space-patrol/actions/space-scan");
    const raiderScan = (task: string) => requestAs("gm", scan.SPACE_SCAN_REQUEST, { sceneId: t.scene.id, tokenId: "tRaider", task, targets: "tCutter", covering: "no" });
    expect((await raiderScan("identifyTarget")).ok).toBe(true);
    expect((await raiderScan("targetLock")).ok).toBe(true);

    // 7.8: three torps; the reserved turret shoots first, the torps left roll to hit
    expect((await t.fireAs("gm", "pod", "tCutter:3", "tRaider")).ok).toBe(true);
    const torps = fireCard();
    expect(torps.interceptions.map((i) => [i.incoming, i.intercepted])).toEqual([[3, 1]]);
    expect(torps.targets[0]!.shots.map((s) => [s.d20, s.success])).toEqual([[14, true], [2, false]]);
    expect(torps.targets[0]!.hits).toBe(1);
    // torps are not burdened by their own ship's maneuvers, only by the target's evasion (7.8)
    expect(torps.targets[0]!.dt).toBe(16);
    const torpMessage = t.messages.filter((m) => m.system.kind === "spSpaceFire").at(-1)!;
    expect((await applyAs("gm", torpMessage.id, "tCutter")).ok).toBe(true);
    // 7.12 Heavy Penetration: a Flight and a Drive Marker, and Crew Damage for one crewman
    expect(t.markers(t.cutter)).toMatchObject({ "sp-spacecraft-flight": 1, "sp-spacecraft-drive": 1 });
    const prompt = t.messages.filter((m) => m.system.kind === "spCrewDamage").at(-1)!;
    expect(prompt.system.payload).toMatchObject({ count: 1, rolled: false });
    // every die queued was thrown, no more
    expect(t.facesLeft()).toBe(0);
  });
});
