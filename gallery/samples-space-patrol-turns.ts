/**
 * Gallery samples of Space Patrol!'s side turns: the combat-tracker banner before and after
 * initiative, the initiative card rolled and under surprise, and a task card with Tactics points
 * spent, built by the same context functions the Foundry glue uses.
 */
import type { Sample } from "./sample";
import { FixedDice } from "../src/core/seeded-dice";
import { markDone, resolveSideInitiative, spendSidePool, startSideTurns } from "../src/rulesets/space-patrol/rules/side-turns";
import { initiativeCardContext } from "../src/rulesets/space-patrol/view/initiative-card";
import { sideTurnView, type BannerMember } from "../src/rulesets/space-patrol/view/side-turn-view";
import { taskCardContext } from "../src/rulesets/space-patrol/view/task-card";
import { resolveTask } from "../src/rulesets/space-patrol/rules/task";
import { taskWithTactics } from "../src/rulesets/space-patrol/rules/tactics-spend";
import { surpriseCardContext } from "../src/rulesets/space-patrol/view/surprise-card";
import { npcMoraleCardContext, npcMoralePromptContext } from "../src/rulesets/space-patrol/view/npc-morale-card";
import { npcGroupMorale } from "../src/rulesets/space-patrol/rules/npc-morale";

export function spaceTurnSamples(hostileName: string): Sample[] {
  // Guide 6.2: the patrol's best Tactics 3 and Leadership 2 (+5) against the pirates' +1.
  const players = [
    { name: "Rana Okafor", tactics: 3 as const, leadership: 0 as const },
    { name: hostileName, tactics: 1 as const, leadership: 2 as const },
  ];
  const enemies = [{ name: "Pirate Captain", tactics: 1 as const, leadership: "X" as const }];
  const outcome = resolveSideInitiative(new FixedDice([5, 9]), players, enemies, "none");
  // Guide 6.3: each side's pool is its Tactics levels added up (3 + 1, and the captain's 1)
  const pools = { players: 4, enemies: 1 };
  let state = startSideTurns(outcome, pools, true);
  state = markDone(spendSidePool(state, "players", 1), "c1", true);
  const members: BannerMember[] = [
    { id: "c1", name: "Rana Okafor", side: "players", done: true, moved: true },
    { id: "c2", name: hostileName, side: "players", done: false, moved: false },
    { id: "c3", name: "Pirate Captain", side: "enemies", done: false, moved: false },
  ];
  const surprised = resolveSideInitiative(new FixedDice([1]), players, enemies, "enemiesSurprised");
  const task = resolveTask({ dt: 12, asset: 2 }, 9);
  const spends = [{ side: "players", points: 1 }, { side: "enemies", points: -1 }, { side: "players", points: 1 }];
  const banner = { kind: "dialog" as const, template: "space-patrol/parts/side-turn.hbs", classes: "application sidebar-tab combat-sidebar" };
  return [
    { id: "sp-side-turn", title: "Side turns in the combat tracker", ...banner, context: { ...sideTurnView(state, members, true) } },
    { id: "sp-side-turn-start", title: "Side turns before initiative", ...banner, context: { ...sideTurnView(null, members, true) } },
    {
      id: "sp-initiative",
      title: "Initiative card: a tie goes to the players",
      kind: "card",
      template: "space-patrol/cards/initiative.hbs",
      classes: "chat-message message",
      context: { ...initiativeCardContext(outcome, { players, enemies }, { players, enemies }) },
    },
    {
      id: "sp-initiative-surprise",
      title: "Initiative card: surprise",
      kind: "card",
      template: "space-patrol/cards/initiative.hbs",
      classes: "chat-message message",
      context: { ...initiativeCardContext(surprised, { players, enemies }, { players, enemies }) },
    },
    {
      id: "sp-surprise-sneak",
      title: "Surprise card: the patrol sneaks up unseen, Stealth against Recon",
      kind: "card",
      template: "space-patrol/cards/surprise.hbs",
      classes: "chat-message message",
      context: surpriseCardContext("players", "enemies", "1", resolveTask({ dt: 12, asset: 1 }, 12), "2", resolveTask({ dt: 12, asset: 2 }, 4), true),
    },
    {
      id: "sp-surprise-untrained",
      title: "Surprise card: the watchers' best Recon is X, its DT moved by one disadvantage (SP-7)",
      kind: "card",
      template: "space-patrol/cards/surprise.hbs",
      classes: "chat-message message",
      context: surpriseCardContext("enemies", "players", "0", resolveTask({ dt: 12, asset: 0 }, 13), "X", resolveTask({ dt: 12, asset: "X" }, 14), true),
    },
    {
      id: "sp-npc-morale-prompt",
      title: "NPC morale prompt for the GM as the enemies' turn opens",
      kind: "card",
      template: "space-patrol/cards/npc-morale-prompt.hbs",
      classes: "chat-message message",
      context: npcMoralePromptContext("Enemies", ["Corsair boarding party", "NPCs in no tracker group"]),
    },
    {
      id: "sp-npc-morale-count",
      title: "NPC morale count: one group broken, two marked NPCs would surrender",
      kind: "card",
      template: "space-patrol/cards/npc-morale.hbs",
      classes: "chat-message message",
      context: npcMoraleCardContext("Enemies", [
        {
          name: "Corsair boarding party",
          morale: npcGroupMorale([
            { key: "a", name: "Vask", hasMoraleMarker: true, out: false, leaderOrHero: false, enemyInMeleeContact: true },
            { key: "b", name: "Orrin", hasMoraleMarker: true, out: false, leaderOrHero: false, enemyInMeleeContact: false, nearestLevelledGunInches: 4 },
            { key: "c", name: "Black Tam", hasMoraleMarker: false, out: false, leaderOrHero: true, enemyInMeleeContact: false },
            { key: "d", name: "Dace", hasMoraleMarker: false, out: true, leaderOrHero: false, enemyInMeleeContact: false },
          ]),
          names: { a: "Vask", b: "Orrin", c: "Black Tam", d: "Dace" },
          reasons: { a: { contact: true, inches: 1 }, b: { contact: false, inches: 4 } },
        },
        { name: "NPCs in no tracker group", morale: npcGroupMorale([{ key: "e", name: "Sly Renn", hasMoraleMarker: false, out: false, leaderOrHero: false, enemyInMeleeContact: false }]), names: {}, reasons: {} },
      ]),
    },
    {
      id: "sp-task-tactics",
      title: "Task card with Tactics points",
      kind: "card",
      template: "space-patrol/cards/task-roll.hbs",
      classes: "chat-message message",
      context: {
        ...taskCardContext({
          actorName: hostileName,
          assetLabel: "Energy Weapons",
          assetLevel: "2",
          result: taskWithTactics(task, spends),
          heroPoints: 0,
          tactics: { sides: ["players", "enemies"], spends },
        }),
      },
    },
  ];
}
