/**
 * Boarding (Guide 7.11), asked by the attacking ship's pilot (its owner, or the GM) when it shares a
 * hex with the enemy, and carried out on the GM's client. The defenders must allow it, which only the
 * GM can say (the GM speaks for the NPCs and settles it for the players), or Drive Markers must have
 * brought the defender's speed to 0, which also leaves it without gravity: the fight aboard is in
 * zero-G. The fight moves to the defender's deck scene, which the GM names on its sheet: the crews of
 * both ships come aboard as tokens, attackers along one edge and defenders along the other, in a new
 * combat that carries the side turns on from the space battle (20 regular turns make one space turn).
 * When neither ship has anyone aboard to place, the GM settles it with the NPC dice-off of 7.11
 * instead, from the crew sizes, equipment DI and quality edge the GM gives (none of them is on a sheet).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { ownTokenIds } from "../../../system/own-token";
import { postCard } from "../../../system/cards/post-card";
import { flagUpdate } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { BOARDING_REGULAR_TURNS, canBoard, hasGravityLoss, resolveBoarding, SP_SPACECRAFT_MARKER_ID as SC, SPACE_STATION_KEYS, type BoardingSide } from "../rules";
import { rollInOneBatch } from "../../../system/real-dice";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { diceOffCardContext, diceOffDialogContext } from "../view/boarding-dice-card";
import { SpacecraftData } from "../models/craft-models";
import { sideOfActor } from "../turn/combatant-sides";
import { shipAtStation } from "../turn/station-request";
import { hexesBetween } from "../turn/space-hexes";
import { writeState } from "../turn/side-turn-store";
import { SP_BOARDING_CARD, SP_BOARDING_DICE_CARD } from "../cards/space";
import { askDialogInput } from "../../../system/form-dialog";

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
  /** The dice-off's facts (7.11), when neither ship has a character aboard: whole numbers as text, "yes"/"no". */
  readonly diceOff?: DiceOffFacts;
}

export interface DiceOffFacts {
  readonly attackerCrew: string;
  readonly defenderCrew: string;
  readonly attackerDi: string;
  readonly defenderDi: string;
  readonly attackerEdge: string;
  readonly defenderEdge: string;
}

const DICE_OFF_FIELDS = ["attackerCrew", "defenderCrew", "attackerDi", "defenderDi", "attackerEdge", "defenderEdge"] as const;

/** Both sides of the dice-off from the facts given, or null when a number is not a whole one in range. */
function diceOffSides(f: DiceOffFacts): [BoardingSide, BoardingSide] | null {
  const n = (v: string, min: number) => {
    const x = Number(v);
    return Number.isInteger(x) && x >= min && x <= 999 ? x : null;
  };
  const ac = n(f.attackerCrew, 1);
  const dc = n(f.defenderCrew, 1);
  const ad = n(f.attackerDi, 0);
  const dd = n(f.defenderDi, 0);
  if (ac === null || dc === null || ad === null || dd === null) return null;
  return [
    { crew: ac, defending: false, di: ad, qualityEdge: f.attackerEdge === "yes" },
    { crew: dc, defending: true, di: dd, qualityEdge: f.defenderEdge === "yes" },
  ];
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
  const at = await shipAtStation(req, "flight", requester, "board");
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
  const sides = [await crewOf(system), await crewOf(defender.system)];
  // Guide 7.11: with nobody aboard either ship to fight it out, the GM's dice-off settles it
  if (sides.every((crew) => crew.length === 0)) {
    if (!requester.isGM) return refuse("onlyGmAllows");
    if (!req.diceOff) return refuse("diceOffNeedsCrews");
    const both = diceOffSides(req.diceOff);
    if (!both) return refuse("diceOffBadCrew");
    const [a, d] = both;
    const { result, rolls } = await rollInOneBatch((dice) => resolveBoarding(a, d, dice));
    await postCard(SP_BOARDING_DICE_CARD, { actor: ship, rolls, context: diceOffCardContext({ name: ship.name ?? "", side: a }, { name: defender.name ?? "", side: d }, result.faces, result.firstWins) });
    return { ok: true };
  }
  const deck = game.scenes?.get(defender.system.deckScene);
  if (!deck) return refuse("noDeck");
  const size = deck.grid.size;
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
  read: (data) => {
    const fields = readStringFields(data, ["sceneId", "tokenId", "target", "allow"]);
    if (!fields) return null;
    const diceOff = readStringFields((data as Record<string, unknown>).diceOff, DICE_OFF_FIELDS);
    return diceOff ? { ...fields, diceOff } : fields;
  },
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
  let diceOff: DiceOffFacts | null = null;
  if (game.user?.isGM) {
    const yes = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Boarding.title") },
      content: `<p>${game.i18n!.localize("STARSKIRMISH.SpacePatrol.Boarding.allowAsk")}</p>`,
    });
    allow = yes === true ? "yes" : "no";
    diceOff = await askDiceOff(ship, canvas?.scene?.tokens.get(target)?.actor ?? null);
  }
  return askGm(SPACE_BOARDING_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, target, allow, ...(diceOff ? { diceOff } : {}) });
}

/** NPC crews held by a ship's stations: the dialog's first guess at its crew size. */
const npcStations = (system: SpacecraftData): number => SPACE_STATION_KEYS.filter((k) => system.stations[k].npcLevel > 0).length;

/** Guide 7.11: when neither ship has anyone aboard, the GM gives the dice-off's facts; else null. */
async function askDiceOff(ship: Actor.Implementation, defender: Actor.Implementation | null): Promise<DiceOffFacts | null> {
  if (!(ship.system instanceof SpacecraftData) || !(defender?.system instanceof SpacecraftData)) return null;
  if ((await crewOf(ship.system)).length > 0 || (await crewOf(defender.system)).length > 0) return null;
  const context = diceOffDialogContext(ship.name ?? "", defender.name ?? "", npcStations(ship.system), npcStations(defender.system));
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/boarding-dice-off.hbs`, context);
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Boarding.diceOff.title") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Boarding.diceOff.title" },
  });
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown): string => (typeof v === "number" || typeof v === "string" ? String(v) : "");
  const yes = (v: unknown): string => (v === true || v === "on" || v === "true" ? "yes" : "no");
  return { attackerCrew: text(r.attackerCrew), defenderCrew: text(r.defenderCrew), attackerDi: text(r.attackerDi), defenderDi: text(r.defenderDi), attackerEdge: yes(r.attackerEdge), defenderEdge: yes(r.defenderEdge) };
}
