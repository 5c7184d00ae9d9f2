/**
 * Start-of-turn checks in play (SP-11): when a patrolman's or NPC's turn comes round in combat,
 * the GM's client posts a prompt if his markers call for checks; his owner rolls them from the card
 * (one real d20 each, in order), and the markers and states that result are set on him.
 */
import { startOfTurnChecks } from "../rules/start-of-turn";
import { markerCount, type MarkerCounts } from "../../../core/markers";
import { readMarkers, setMarkerCount, markerDefinition } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/chat/post-card";
import { CardData } from "../../../system/chat/card-model";
import type { CardActionContext } from "../../../system/chat/card-actions";
import { DEAD_STATUS } from "../../../system/markers/status-effects";
import { isAssetLevelReader } from "../models/asset-reader";
import { resolveStartOfTurn, startOfTurnCardContext } from "../cards/start-of-turn-card";

const TEMPLATE = "space-patrol/cards/start-of-turn.hbs";

/** Posts the prompt when the combatant's markers call for checks; nothing otherwise. */
export async function promptStartOfTurn(actor: Actor.Implementation): Promise<void> {
  if (!isAssetLevelReader(actor.system)) return;
  const checks = startOfTurnChecks(readMarkers(actor), "individual");
  if (checks.length === 0) return;
  await postCard({
    kind: "spStartOfTurn",
    ruleSet: "space-patrol",
    template: TEMPLATE,
    actor,
    context: { actorName: actor.name ?? "", prompt: true, checks: checks.map((c) => ({ label: c.label, dt: c.dt, disadvantages: c.disadvantages })) },
  });
}

/** Sets every marker whose count changed. */
async function applyCounts(actor: Actor.Implementation, before: MarkerCounts, after: MarkerCounts): Promise<void> {
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const def = markerDefinition(id);
    if (def && markerCount(before, id) !== markerCount(after, id)) await setMarkerCount(actor, def, markerCount(after, id));
  }
}

/** Card action: the owner rolls the checks the prompt lists. */
export async function onRollStartOfTurn({ message }: CardActionContext): Promise<void> {
  const system = message.system;
  if (!(system instanceof CardData)) return;
  const actor = await fromUuid<Actor.Implementation>(system.actorUuid);
  if (!actor || !isAssetLevelReader(actor.system) || !actor.isOwner) {
    ui.notifications?.warn("STARSKIRMISH.Error.notYourActor", { localize: true });
    return;
  }
  const person = actor.system;
  const before = readMarkers(actor);
  const checks = startOfTurnChecks(before, "individual");
  if (checks.length === 0) {
    ui.notifications?.info("STARSKIRMISH.SpacePatrol.StartOfTurn.nothingToRoll", { localize: true });
    return;
  }
  const roll = await new Roll(`${checks.length}d20`).evaluate();
  const d20s = roll.dice[0]?.results.map((r) => r.result) ?? [];
  const result = resolveStartOfTurn(before, (asset) => person.assetLevel(asset), d20s);
  await applyCounts(actor, before, result.summary.counts);
  if (result.summary.dead) await actor.toggleStatusEffect(DEAD_STATUS.id, { active: true, overlay: true });
  await postCard({
    kind: "spStartOfTurn",
    ruleSet: "space-patrol",
    template: TEMPLATE,
    actor,
    rolls: [roll],
    context: { ...startOfTurnCardContext(actor.name ?? "", result), prompt: false },
  });
}

/** combatTurnChange: the GM's client prompts the combatant whose turn starts. */
export function onCombatTurnChange(combat: Combat.Implementation): void {
  if (!game.user?.isActiveGM) return;
  const actor = combat.combatant?.actor;
  if (actor) void promptStartOfTurn(actor);
}
