/**
 * Boarding (Guide 7.11), asked by the attacking ship's pilot (its owner, or the GM) when it shares a
 * hex with the enemy, and carried out on the GM's client. The defenders must allow it, which only the
 * GM can say (he speaks for the NPCs and settles it for the players), or Drive Markers must have
 * brought the defender's speed to 0, which also leaves it without gravity: the fight aboard is in
 * zero-G. The fight moves to the defender's deck scene, which the GM names on its sheet: the crews of
 * both ships come aboard as tokens, attackers along one edge and defenders along the other, in a new
 * combat that carries the side turns on from the space battle (20 regular turns make one space turn).
 * The NPC dice-off of 7.11 is not offered here: the crews it counts have no actors to read.
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { ownTokenIds } from "../../../system/own-token";
import { postCard } from "../../../system/cards/post-card";
import { flagUpdate } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { BOARDING_REGULAR_TURNS, canBoard, hasGravityLoss, SP_SPACECRAFT_MARKER_ID as SC, SPACE_STATION_KEYS } from "../rules";
import { SpacecraftData } from "../models/craft-models";
import { sideOfActor } from "../turn/combatant-sides";
import { shipAtStation } from "../turn/station-request";
import { hexesBetween } from "../turn/space-hexes";
import { writeState } from "../turn/side-turn-store";
import { SP_BOARDING_CARD } from "../cards/space";

declare module "../../../system/flags" {
  interface SceneFlags {
    /** Guide 6.10, 7.12: the ship this deck belongs to has lost its gravity. */
    spZeroG?: boolean;
  }
}

export interface BoardRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  /** The defender's token id. */
  readonly target: string;
  /** "yes" when the GM says the defenders allow the boarding. */
  readonly allow: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.Boarding.refused.${key}` });

/** The distinct actors standing at a ship's stations. */
async function crewOf(ship: SpacecraftData): Promise<Actor.Implementation[]> {
  const uuids = [...new Set(SPACE_STATION_KEYS.map((k) => ship.stations[k].actorUuid).filter(Boolean))];
  const found = await Promise.all(uuids.map((uuid) => fromUuid<Actor.Implementation>(uuid)));
  return found.filter((a): a is Actor.Implementation => a instanceof Actor);
}

async function carryOut(req: BoardRequest, requester: User.Implementation): Promise<GmRequestResult> {
  if (req.allow === "yes" && !requester.isGM) return refuse("onlyGmAllows");
  const at = await shipAtStation(req, "flight", requester);
  if ("refused" in at) return refuse(at.refused);
  const { scene, token, ship, system, state, side } = at;
  const target = scene.tokens.get(req.target);
  const defender = target?.actor;
  if (!target || !defender || !(defender.system instanceof SpacecraftData) || sideOfActor(defender) === side) return refuse("needsEnemy");
  if (hexesBetween(scene, token, target)) return refuse("sameHex");
  const markers = readMarkers(defender);
  // Guide 7.11, 7.12: "reduced to 0 by Drive Markers", which is also the loss of gravity
  const disabled = hasGravityLoss(defender.system.speed, markers);
  const { allowed, zeroG } = canBoard(req.allow === "yes", disabled ? 0 : Math.max(1, defender.system.speed - markerCount(markers, SC.drive)));
  if (!allowed) return refuse("notDisabled");
  const deck = game.scenes?.get(defender.system.deckScene);
  if (!deck) return refuse("noDeck");
  const size = deck.grid.size;
  const sides = [await crewOf(system), await crewOf(defender.system)];
  // attackers along the top edge, defenders four squares below; the GM places them from there
  const data = [];
  for (const [row, crew] of sides.entries()) {
    for (const [i, actor] of crew.entries()) data.push((await actor.getTokenDocument({ x: (i + 1) * size, y: (1 + row * 4) * size })).toObject());
  }
  const tokens = (await deck.createEmbeddedDocuments("Token", data)) as TokenDocument.Implementation[];
  if (zeroG) await deck.update(flagUpdate("Scene", { spZeroG: true }));
  const aboard = await Combat.implementation.create({ scene: deck.id ?? null, active: true });
  if (aboard) {
    await aboard.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ tokenId: t.id ?? "", sceneId: deck.id ?? "", actorId: t.actorId ?? "" })));
    // the side turns go on where the space battle left them
    await writeState(aboard, state);
  }
  await postCard(SP_BOARDING_CARD, {
    actor: ship,
    context: {
      ship: ship.name ?? "",
      defender: defender.name ?? "",
      deck: deck.name ?? "",
      allowed: req.allow === "yes",
      zeroG,
      turns: BOARDING_REGULAR_TURNS,
      attackers: sides[0]!.map((a) => a.name ?? "").join(", "),
      defenders: sides[1]!.map((a) => a.name ?? "").join(", "),
    },
  });
  return { ok: true };
}

export const SPACE_BOARDING_REQUEST = defineGmRequest<BoardRequest>({
  name: "spSpaceBoarding",
  read: (data) => readStringFields(data, ["sceneId", "tokenId", "target", "allow"]),
  run: carryOut,
});

/** The helm's "Board": the targeted enemy ship; the GM is asked whether its defenders allow it. */
export async function boardTarget(ship: Actor.Implementation): Promise<boolean> {
  const ids = ownTokenIds(ship, "STARSKIRMISH.SpacePatrol.Scan.noToken");
  if (!ids) return false;
  const target = userTargets().find((t) => t !== ids.own)?.document.id ?? "";
  if (!target) {
    ui.notifications?.warn("STARSKIRMISH.SpacePatrol.Scan.noTargets", { localize: true });
    return false;
  }
  let allow = "no";
  if (game.user?.isGM) {
    const yes = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Boarding.title") },
      content: `<p>${game.i18n!.localize("STARSKIRMISH.SpacePatrol.Boarding.allowAsk")}</p>`,
    });
    allow = yes === true ? "yes" : "no";
  }
  return askGm(SPACE_BOARDING_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, target, allow });
}
