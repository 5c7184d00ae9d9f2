// @vitest-environment happy-dom
// Marking zero-G at the table (Guide 6.10) after a real init: the token HUD's floating-free button
// toggles a figure's own zero-G for its owner, and the scene configuration gains the GM's "Zero-G"
// box, named for the scene's flag so the form saves it; a player sees no box.
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { getProperty } from "../../../helpers/foundry/utils";

async function setup() {
  const t = await spaceBoard();
  const ace = t.patrolman("Actor.ace", "Ace", { spaceFu: 1 });
  // player1 plays Ace
  ace.ownership = { default: 0, player1: 3 };
  const token = t.place(ace, 0);
  const { inZeroG } = await import("../../../../src/rulesets/space-patrol/turn/zero-g-place");
  const hud = () => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    t.stubs.fire.rendered("TokenHUD", { object: token, render() {} }, html);
    return html.querySelector<HTMLButtonElement>('[data-ssk-hud="spZeroG"]');
  };
  return { ...t, token, hud, floating: () => inZeroG(token.document as never) };
}

describe("zero-G toggles (Guide 6.10)", () => {
  it("lets the token's owner mark a figure floating free from the HUD, and take it back", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(t.floating()).toBe(false);
    const button = t.hud()!;
    expect(button.getAttribute("aria-pressed")).toBe("false");
    button.click();
    await vi.waitFor(() => expect(t.floating()).toBe(true));
    expect(t.hud()!.getAttribute("aria-pressed")).toBe("true");
    t.hud()!.click();
    await vi.waitFor(() => expect(t.floating()).toBe(false));
  });

  it("gives the GM a Zero-G box in the scene's configuration, and a player none", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    const scene = t.canvas.scene;
    (scene as unknown as { flags: object }).flags = { starskirmish: { spZeroG: true } };
    const render = () => {
      const html = document.createElement("form");
      html.innerHTML = '<div class="tab" data-tab="basics"></div>';
      t.stubs.fire.rendered("SceneConfig", { document: scene }, html);
      return html.querySelector<HTMLInputElement>('[data-tab="basics"] input[name="flags.starskirmish.spZeroG"]');
    };
    const box = render();
    expect(box?.checked).toBe(true);
    expect(t.floating()).toBe(true);
    expect(getProperty(scene.flags, "starskirmish.spZeroG")).toBe(true);
    t.stubs.actAs("player1");
    expect(render()).toBeNull();
  });
});
