// @vitest-environment happy-dom
// The NPC sheet's form as v13 submits it: its asset boxes send only the levels the user changed,
// so a level the GM raised since the sheet was drawn stays, and its "add asset" select adds the
// chosen asset at level 0 beside them.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { editControl } from "../../../helpers/form-edit";
import type { ApplicationV2 } from "../../../helpers/foundry/application";

async function npcSheet() {
  const t = await spaceBoard();
  const npc = t.npc("Actor.npc", "Warden", { assets: { brawling: 2, will: 1 } });
  const { NpcSheet } = await import("../../../../src/rulesets/space-patrol/sheets/npc-sheet");
  const sheet = new NpcSheet({ document: npc } as never) as unknown as ApplicationV2;
  await sheet.render(true);
  return { t, npc, sheet };
}
const assetsOf = (npc: { system: unknown }) => (npc.system as { assets: Record<string, number> }).assets;
const lastAssets = (npc: { updates: { system?: unknown }[] }) => (npc.updates.at(-1)!.system as { assets?: unknown } | undefined)?.assets;

describe("the NPC sheet's asset boxes", () => {
  it("send only the level the user changed, so a level raised since the sheet was drawn stays", async () => {
    const { npc, sheet } = await npcSheet();
    await npc.update({ system: { assets: { brawling: 3 } } } as never);
    editControl(sheet.element, "system.assets.will", "4");
    await Promise.all(sheet.submitCalls);
    expect(lastAssets(npc)).toEqual({ will: 4 });
    expect(assetsOf(npc)).toMatchObject({ brawling: 3, will: 4 });
  });

  it("add the asset chosen in the add select at level 0, beside the levels it had", async () => {
    const { npc, sheet } = await npcSheet();
    editControl(sheet.element, "addAsset", "stealth");
    await Promise.all(sheet.submitCalls);
    expect(lastAssets(npc)).toEqual({ stealth: 0 });
    expect(assetsOf(npc)).toMatchObject({ brawling: 2, will: 1, stealth: 0 });
  });
});
