/**
 * The morale prompt (IX-D, SMR-3): the text's list of what calls for a check is missing, so when an
 * attack's result lands and wounds or kills a soldier, the GM's client calls each unbroken friendly
 * soldier standing next to him to check, on a card whose buttons their owners press. Heroes, units
 * that passed this turn and N'Kakk robots are not called. A world setting turns the prompt off
 * (morale-prompt-setting.ts).
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { warn } from "../../../system/notify";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { RACE_PROFILES } from "../rules/races";
import { hexDistance } from "../rules/hex-facing";
import { SMR_MORALE_PROMPT_CARD } from "../cards/morale-prompt";
import { hexOfToken } from "./board-hexes";
import { checkUnitMorale } from "./morale";
import { moralePromptOn } from "./morale-prompt-setting";

/** After a wound or a kill lands on `actor`: the friends next to it who must check. */
export async function promptNeighbours(actor: Actor.Implementation): Promise<void> {
  if (!game.user?.isGM || !moralePromptOn()) return;
  const token = actor.getActiveTokens()[0]?.document ?? null;
  const scene = token?.parent;
  const hex = token && scene ? hexOfToken(token, scene) : null;
  if (!token || !scene || !hex) return;
  const called = scene.tokens.contents.flatMap((t) => {
    const other = t.actor;
    const unit = other?.system;
    const at = t.id !== token.id ? hexOfToken(t, scene) : null;
    if (!other || !(unit instanceof UnitData) || !at || t.disposition !== token.disposition || hexDistance(at, hex) !== 1) return [];
    if (unit.kind !== "soldier" || unit.role === "hero" || RACE_PROFILES[unit.race].neverFailsMorale) return [];
    const m = readMarkers(other);
    if ((["killed", "wounded", "broken", "passedMorale"] as const).some((k) => markerCount(m, SMR_MARKER[k]) > 0)) return [];
    return [{ name: t.name ?? other.name ?? "", actorUuid: other.uuid }];
  });
  // each soldier called is a target of no result, so the GM's record of the prompt names whom it called
  const targets = called.map((c) => ({ key: c.actorUuid, actorUuid: c.actorUuid, name: c.name, markers: {} }));
  if (called.length > 0) await postCard(SMR_MORALE_PROMPT_CARD, { context: { name: token.name ?? actor.name ?? "", called }, targets });
}

/**
 * The card's button: the unit's owner checks its morale, once for this prompt, and only a soldier
 * the prompt called (its targets, not the button's markup, say whom). A prompt posted before it
 * recorded whom it called lists nobody: its buttons check as they did then, naming no prompt.
 */
export async function onPromptedCheck({ card, message, button }: CardButtonContext<typeof SMR_MORALE_PROMPT_CARD>): Promise<void> {
  const uuid = button.dataset.actorUuid ?? "";
  const recorded = card.targets.length > 0;
  const actor = !recorded || card.targets.some((t) => t.actorUuid === uuid) ? await fromUuid<Actor.Implementation>(uuid) : null;
  if (!(actor instanceof Actor) || !actor.isOwner) return warn("STARSKIRMISH.StarMarines.Morale.notYours");
  await checkUnitMorale(actor, recorded ? message : null);
}
