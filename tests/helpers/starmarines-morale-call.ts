/**
 * The StarMarines attack test's wound (aim 5, armour 2, damage 6, toughness 3): player1's Menkovich
 * wounds the GM's Norx, whose friend Grot (player2's, Morale 3) stands beside it, and the GM's
 * client calls Grot to check morale (IX-D, SMR-3). `around` puts more units on the board before
 * the shot, and what it gives back comes with the board; the dice after the wound's four are the
 * morale d6s. The test goes on as player1.
 */
import { expect } from "vitest";
import { applyAs } from "./gm-requests";
import { starMarinesBoard } from "./starmarines-board";

type Board = Awaited<ReturnType<typeof starMarinesBoard>>;

export async function norxWoundCallsGrot<E extends object = Record<never, never>>(moraleFaces: number[], around: (b: Board) => E = () => ({}) as E) {
  const b = await starMarinesBoard([5, 2, 6, 3, ...moraleFaces]);
  const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
  const rifle = b.weapon(marine, { range: 4, aim: 0, armourPierce: 1, damage: 2 });
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2 }, "gm");
  b.put(marine, 0, 0, 0);
  const tNorx = b.put(norx, 0, -3, 3, { disposition: 0 });
  const friend = b.unit("Grot", { kind: "soldier", race: "norx", morale: 3 }, "player2");
  b.put(friend, 1, -3, 3, { disposition: 0 });
  const more = around(b);
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tNorx as never]);
  b.stubs.dialogs.answer({});
  const { attackWith } = await import("../../src/rulesets/starmarines/actions/attack");
  await attackWith(marine as never, rifle.id);
  expect(await applyAs("player1", b.cards.messages[0]!.id, "t-Norx")).toEqual({ ok: true });
  const prompt = b.cards.messages.find((m) => m.system.kind === "smrMoralePrompt")!;
  return { ...b, ...more, marine, norx, friend, prompt };
}
