/**
 * The Roll button of a morale prompt (Guide 6.9): the listed combatant's owner rolls Will against
 * the trigger's DT with a real d20 (a person's own wounds burden it, Guide 6.14; a vehicle's
 * commander or a spacecraft's best hand rolls for the craft, as at turn start, SP-11). A failure
 * places a Morale Marker on the owner's own actor. Anyone else is refused; each combatant rolls
 * once per prompt (a flag on the roller's actor remembers the prompt).
 */
import { adjustMarker, markerDefinition, readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { MORALE_RESULT_CARD, type MORALE_PROMPT_CARD } from "../cards/morale";
import { isAssetLevelReader } from "../models/asset-reader";
import { craftPosts, VehicleData } from "../models/craft-models";
import { SP_MARKER } from "../rules/markers";
import { SP_SPACECRAFT_MARKER_ID, SP_VEHICLE_MARKER_ID } from "../rules/marker-ids";
import { MORALE_TRIGGERS } from "../rules/morale";
import { resolveTask, type AssetLevel } from "../rules/task";
import { taskDisadvantagesFromMarkers } from "../rules/marker-effects";
import { levelsFor } from "./start-of-turn";
import { moraleResultContext } from "../view/morale-card";
import { warn } from "../../../system/notify";
import { rollFormula } from "../../../system/real-dice";
import { claimRoll, promptId, ROLL_CLAIM_REFUSAL } from "../../../system/roll-once";
import { readFlag } from "../../../system/flags";

const ROLLED_FLAG = "spMoraleRolled";

declare module "../../../system/flags" {
  interface ActorFlags {
    /** The morale prompts this actor rolled for before the kit's roll-once record (system/roll-once.ts). */
    spMoraleRolled?: string[];
  }
}
/** Prompts recorded under this rule set's own flag, before the kit's roll-once record. */
function legacyRolled(actor: Actor.Implementation): string[] {
  const list: unknown = readFlag(actor, "Actor", ROLLED_FLAG);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
}

/** The level that rolls, its burdens and the Morale Marker the actor takes on a failure. */
async function roller(actor: Actor.Implementation): Promise<{ level: AssetLevel; disadvantages: number; marker: string } | null> {
  const s = actor.system;
  if (isAssetLevelReader(s)) return { level: s.assetLevel("will"), disadvantages: taskDisadvantagesFromMarkers(readMarkers(actor), "asset"), marker: SP_MARKER.morale };
  if (!craftPosts(s)) return null;
  // the commander or captain rolls, as at the start of the craft's turn (SP-11)
  const levels = await levelsFor(actor);
  const vehicle = s instanceof VehicleData;
  return { level: levels("will", vehicle ? "commander" : "captain"), disadvantages: 0, marker: vehicle ? SP_VEHICLE_MARKER_ID.morale : SP_SPACECRAFT_MARKER_ID.morale };
}

export async function onRollMorale({ card, message, button }: CardButtonContext<typeof MORALE_PROMPT_CARD>): Promise<void> {
  const target = card.targets.find((t) => t.key === button.dataset.targetKey);
  const actor = target ? await fromUuid<Actor.Implementation>(target.actorUuid) : null;
  if (!target || !(actor instanceof Actor)) return warn("STARSKIRMISH.Error.notYourActor");
  const trigger = MORALE_TRIGGERS.find((t) => t.key === target.data.trigger);
  const who = await roller(actor);
  if (!trigger || !who) return;
  const id = promptId(message, target.key);
  // prompts rolled before the kit kept the record stay rolled
  if (legacyRolled(actor).includes(id)) return warn("STARSKIRMISH.SpacePatrol.MoraleCheck.alreadyRolled");
  const claim = await claimRoll(actor, id);
  if (claim === "alreadyRolled") return warn("STARSKIRMISH.SpacePatrol.MoraleCheck.alreadyRolled");
  if (claim !== "ok") return warn(ROLL_CLAIM_REFUSAL[claim]);
  const { roll, faces } = await rollFormula("1d20");
  // the DT comes from the rules' table, not from the card
  const result = resolveTask({ dt: trigger.dt, asset: who.level, disadvantages: who.disadvantages }, faces[0] ?? 1);
  const def = markerDefinition(who.marker);
  if (!result.success && def) await adjustMarker(actor, def, 1);
  await postCard(MORALE_RESULT_CARD, {
    actor,
    rolls: [roll],
    answers: message,
    context: moraleResultContext(actor.name ?? "", trigger.key, result),
  });
}
