/**
 * Rolling initiative once per combat (Guide 6.2, SP-12), for the GM: a dialog asks whether either
 * side was surprised, or has a sneaking side roll for it (its lowest Stealth against the watchers'
 * best Recon, each DT 12 with a real d20); otherwise each hostile side rolls a real 1d12 and adds its
 * best Tactics and Leadership. The Tactics Pools are totalled now (Guide 6.3), the state is stored on the Combat,
 * a card shows the dice, and the first side's turn begins.
 */
import { QueuedDice } from "../../../core/dice";
import { INITIATIVE_DIE, regularSurprise, SURPRISE_DT, surpriseAssets } from "../rules/combat-initiative";
import { resolveTask, type AssetLevel } from "../rules/task";
import { isAssetLevelReader } from "../models/asset-reader";
import { rollDice } from "../../../system/real-dice";
import { surpriseCardContext } from "../view/surprise-card";
import { resolveSideInitiative, startSideTurns, SURPRISE_CHOICES, type SurpriseChoice, type TurnSide } from "../rules/side-turns";
import { tacticsPoolSize } from "../rules/tactics-pool";
import { postCard } from "../../../system/cards/post-card";
import { INITIATIVE_CARD, SURPRISE_CARD } from "../cards/turn";
import { sideCharacters, sideMembers } from "./combatant-sides";
import { initiativeCardContext, type NamedLevels } from "../view/initiative-card";
import { readState } from "./side-turn-store";
import { beginSideTurn } from "./side-turn-flow";
import { warn } from "../../../system/notify";
import { combatScene, isSpaceScene } from "./space-scene";
import { rollSpaceInitiative } from "./space-initiative";

export const INITIATIVE_TEMPLATE = "space-patrol/cards/initiative.hbs";


type SurpriseAnswer = SurpriseChoice | "playersSneak" | "enemiesSneak";

/** Guide 6.2: asks whether a side was surprised or is sneaking up; null when the dialog is closed. */
async function askSurprise(): Promise<SurpriseAnswer | null> {
  const i18n = game.i18n!;
  const answer: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.localize("STARSKIRMISH.SpacePatrol.SideTurn.surpriseTitle") },
    // a fixed localized sentence: nothing typed by a user goes into this markup
    content: `<p>${i18n.localize("STARSKIRMISH.SpacePatrol.SideTurn.surpriseQuestion")}</p>`,
    buttons: [
      { action: "none", label: "STARSKIRMISH.SpacePatrol.SideTurn.surpriseNone", default: true },
      { action: "playersSurprised", label: "STARSKIRMISH.SpacePatrol.SideTurn.surprisePlayers" },
      { action: "enemiesSurprised", label: "STARSKIRMISH.SpacePatrol.SideTurn.surpriseEnemies" },
      { action: "playersSneak", label: "STARSKIRMISH.SpacePatrol.SideTurn.surpriseSneakPlayers" },
      { action: "enemiesSneak", label: "STARSKIRMISH.SpacePatrol.SideTurn.surpriseSneakEnemies" },
    ],
    rejectClose: false,
  });
  return (SURPRISE_CHOICES as readonly unknown[]).includes(answer) || answer === "playersSneak" || answer === "enemiesSneak" ? (answer as SurpriseAnswer) : null;
}

/** The levels of an asset among a side's people, as sideCharacters found them. */
async function sideLevels(members: ReturnType<typeof sideMembers>, side: TurnSide, asset: string): Promise<AssetLevel[]> {
  const people = await sideCharacters(members, side);
  const levels: AssetLevel[] = [];
  for (const p of people) {
    const actor = await fromUuid<Actor.Implementation>(p.uuid);
    if (actor && isAssetLevelReader(actor.system)) levels.push(actor.system.assetLevel(asset));
  }
  return levels;
}

/**
 * Guide 6.2: the sneaking side's lowest Stealth against the watchers' best Recon, each DT 12 with a
 * real d20; the card shows both. The watchers are surprised when the Stealth passes and the Recon
 * fails; null when a side has nobody to roll.
 */
async function rollSneak(combat: Combat.Implementation, hiders: "players" | "enemies"): Promise<SurpriseChoice | null> {
  const watchers = hiders === "players" ? "enemies" : "players";
  const members = sideMembers(combat);
  const sneakers = await sideLevels(members, hiders, "stealth");
  const watching = await sideLevels(members, watchers, "recon");
  if (sneakers.length === 0 || watching.length === 0) {
    warn("STARSKIRMISH.SpacePatrol.SideTurn.sneak.nobody");
    return null;
  }
  const { stealth, recon } = surpriseAssets(sneakers, watching);
  const { roll, faces } = await rollDice(2, 20);
  const stealthRoll = resolveTask({ dt: SURPRISE_DT, asset: stealth }, faces[0] ?? 1);
  const reconRoll = resolveTask({ dt: SURPRISE_DT, asset: recon }, faces[1] ?? 1);
  const surprised = regularSurprise(stealthRoll.success, reconRoll.success);
  await postCard(SURPRISE_CARD, { rolls: [roll], context: surpriseCardContext(hiders, watchers, String(stealth), stealthRoll, String(recon), reconRoll, surprised) });
  return surprised ? (watchers === "players" ? "playersSurprised" : "enemiesSurprised") : "none";
}

async function rollD12(): Promise<Roll> {
  return new Roll(`1d${INITIATIVE_DIE}`).evaluate();
}

/** The GM's "Roll initiative". */
export async function rollSideInitiative(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM) return;
  if (readState(combat)) return warn("STARSKIRMISH.SpacePatrol.SideTurn.alreadyRolled");
  // Guide 7.2: in space the scanners decide surprise, and captains alone make the pools
  if (isSpaceScene(combatScene(combat))) return rollSpaceInitiative(combat);
  const answer = await askSurprise();
  if (!answer) return;
  const surprise = answer === "playersSneak" || answer === "enemiesSneak" ? await rollSneak(combat, answer === "playersSneak" ? "players" : "enemies") : answer;
  if (!surprise) return;
  const members = sideMembers(combat);
  const players = await sideCharacters(members, "players");
  const enemies = await sideCharacters(members, "enemies");
  const neutral = await sideCharacters(members, "neutral");
  const rolls = surprise === "none" ? [await rollD12(), await rollD12()] : [];
  const faces = rolls.map((r) => ({ sides: INITIATIVE_DIE, value: r.dice[0]?.results[0]?.result ?? r.total ?? 0 }));
  const outcome = resolveSideInitiative(new QueuedDice(faces), players, enemies, surprise);
  const pools: Record<TurnSide, number> = {
    players: tacticsPoolSize(players.map((c) => c.tactics)),
    enemies: tacticsPoolSize(enemies.map((c) => c.tactics)),
    neutral: tacticsPoolSize(neutral.map((c) => c.tactics)),
  };
  const hasNeutral = members.some((m) => m.side === "neutral");
  const state = startSideTurns(outcome, pools, hasNeutral);
  // the card names who makes each pool (Guide 6.3); the neutral side's only where it takes part
  const shown: Record<string, readonly NamedLevels[]> = hasNeutral ? { players, enemies, neutral } : { players, enemies };
  await postCard(INITIATIVE_CARD, {
    rolls,
    context: initiativeCardContext(outcome, { players, enemies }, shown),
  });
  // Moves made while the scene was set up are no moves in the combat.
  await beginSideTurn(combat, () => state, true);
}
