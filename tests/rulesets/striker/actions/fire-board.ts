// A Striker board for fire, morale and Apply tests against stand-ins after a real init: a firing
// team, its target and the target's friend on a 50 m grid, three users, queued Roll faces, the
// dialog's answer and the posted cards.
import type { FakeActor } from "../../../helpers/fake-documents";
import { installCardRecorder } from "../../../helpers/card-recorder";
import { bootSystem } from "../../../helpers/boot";
import { installQueuedRoll } from "../../../helpers/queued-roll";
import { gridStandIn } from "../../../helpers/grid-stand-in";
import { installUsers } from "../../../helpers/users-stand-in";
import { flaggedDocument } from "../../../helpers/flagged-document";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

/** `neighbourX` places a third team, the target's friend, that far along the board (100 px = 50 m). */
export async function fireBoard(faces: number[], neighbourX = 5000) {
  const { stubs, g, Fake } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  const { TeamData } = await import("../../../../src/rulesets/striker/models/team-model");
  const { StrikerWeaponData } = await import("../../../../src/rulesets/striker/models/weapon-model");
  const { StrikerArmourData } = await import("../../../../src/rulesets/striker/models/armour-model");
  const { weaponItemFromTable, armourItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS, PERSONAL_ARMOUR } = await import("../../../../src/rulesets/striker/rules/index");
  const { handGrenadeItems } = await import("../../../../src/rulesets/striker/data/grenade-items");
  const { CardData } = await import("../../../../src/system/cards/card-model");

  const make = <T,>(cls: unknown, data: object): T => Object.assign(new (cls as new () => object)(), data) as T;
  const trooper = (name: string, extra: object = {}) => ({ name, role: "rifleman", weapon: "", weaponItem: "", ammunition: "", armour: 0, armourItem: "", casualty: false, ...extra });
  const command = { role: "fireTeam", squad: "", section: "", platoon: "", company: "" };
  const weapon = { id: "w1", name: "7mm ACR", type: "strWeapon", system: make(StrikerWeaponData, weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!)) };
  const grenade = { id: "g1", name: "HE Hand Grenade (TL 11)", type: "strWeapon", system: make(StrikerWeaponData, handGrenadeItems().find((x) => x.tableId === "handGrenadeHE11")!.system) };
  const flak = { id: "a1", name: "Flak Jacket", type: "strArmour", system: make(StrikerArmourData, armourItemFromTable(PERSONAL_ARMOUR.find((p) => p.id === "flakJacket")!)) };

  const updates: unknown[] = [];
  const deleted: string[] = [];
  function teamActor(uuid: string, name: string, system: object, items: object[]): FakeActor & Any {
    const actor = new Fake(uuid, name) as FakeActor & Any;
    const flags = flaggedDocument();
    Object.assign(actor, {
      system: make(TeamData, system),
      flags: flags.flags,
      items: Object.assign([...items], { get: (id: string) => items.find((i: Any) => i.id === id) }),
      getActiveTokens: () => [tokens.get(actor)],
      async update(change: Record<string, unknown> & { system?: object }) {
        updates.push(change);
        if (change.system) Object.assign(actor.system, change.system);
        const flagChanges = Object.fromEntries(Object.entries(change).filter(([k]) => k.startsWith("flags.")));
        if (Object.keys(flagChanges).length > 0) await flags.update(flagChanges);
      },
      async deleteEmbeddedDocuments(type: string, ids: string[]) {
        deleted.push(...ids.map((id) => `${uuid}:${type}.${id}`));
      },
    });
    return actor;
  }
  const tokens = new Map<object, Any>();
  const firer = teamActor("Actor.firer", "Blue A1", {
    troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n, i) => trooper(n, { weapon: "7mm ACR", weaponItem: "w1", ammunition: "slugs", grenadeItem: i === 0 ? "g1" : "" })),
    morale: { value: 7, start: 7 }, initiative: "average", leader: "none", techLevel: 10, teamId: "A1", command, notes: "",
  }, [weapon, grenade]);
  const target = teamActor("Actor.target", "Red <b>B2</b>", {
    troopers: ["Vos", "Kahn", "Ruiz", "Sato"].map((n) => trooper(n, { armourItem: "a1", armour: 3 })),
    morale: { value: 5, start: 5 }, initiative: "low", leader: "none", techLevel: 10, teamId: "B2", command, notes: "",
  }, [flak]);
  // 50 m squares of 100 px: 5 squares is 250 m.
  const token = (id: string, actor: Any, x: number) => ({ id, name: actor.name, actor, center: { x, y: 0 }, document: { disposition: id === "tf" ? 1 : -1 } });
  const firerToken = token("tf", firer, 0);
  const targetToken = token("tt", target, 500);
  // Unarmoured, one trooper already down.
  const neighbour = teamActor("Actor.neighbour", "Red <i>C3</i>", {
    troopers: ["Abe", "Bo", "Cy", "Di"].map((n, i) => trooper(n, { casualty: i === 3 })),
    morale: { value: 6, start: 6 }, initiative: "low", leader: "none", techLevel: 10, teamId: "C3", command, notes: "",
  }, []);
  const neighbourToken = token("tn", neighbour, neighbourX);
  tokens.set(firer, firerToken);
  tokens.set(target, targetToken);
  tokens.set(neighbour, neighbourToken);
  g.canvas = {
    tokens: { controlled: [firerToken], placeables: [firerToken, targetToken, neighbourToken] },
    grid: gridStandIn("square", 100, 50, "m"),
  };
  g.game.user = Object.assign(installUsers([{ id: "gm", isGM: true }, { id: "player1" }, { id: "player2" }]).get("player1")!, { targets: new Set([targetToken]) });
  g.game.i18n.format = (k: string) => k;
  const notes: string[] = [];
  g.ui = { notifications: { warn: (m: string) => notes.push(m), error: (m: string) => notes.push(m) } };
  installQueuedRoll(faces);
  let dialogAnswer: object = {};
  g.foundry.applications.api.DialogV2 = { input: async () => dialogAnswer };
  const { messages, rendered } = installCardRecorder(CardData);
  g.fromUuid = async (uuid: string) => ({ "Actor.firer": firer, "Actor.target": target, "Actor.neighbour": neighbour })[uuid] ?? null;
  return { firer, target, neighbour, targetToken, messages, rendered, notes, updates, deleted, answer: (a: object) => (dialogAnswer = a) };
}

