// @vitest-environment happy-dom
// The ground scale choice in a scene's configuration (Guide 6.1) after a real init: the GM gets a
// select of 1.5, 15 and 150 m to the square on the grid tab, named for the scene's flag so the sheet's
// own form saves it, showing the stored choice (a bad one as 1.5 m); a player, or a space scene, none.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

async function setup() {
  const t = await spaceBoard();
  const scene = t.canvas.scene;
  const render = () => {
    const html = document.createElement("form");
    html.innerHTML = '<div class="tab" data-tab="basics"></div><div class="tab" data-tab="grid"></div>';
    t.stubs.fire.rendered("SceneConfig", { document: scene }, html);
    return html.querySelector<HTMLSelectElement>('[data-tab="grid"] select[name="flags.starskirmish.spGroundScale"]');
  };
  const setFlags = (flags: object) => ((scene as unknown as { flags: object }).flags = flags);
  return { ...t, render, setFlags };
}

describe("the scene configuration's ground scale (Guide 6.1)", () => {
  it("gives the GM the three scales, showing the stored one", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    t.setFlags({ starskirmish: { spGroundScale: 15 } });
    const select = t.render()!;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ["1.5", "STARSKIRMISH.SpacePatrol.GroundScale.option.1_5"],
      ["15", "STARSKIRMISH.SpacePatrol.GroundScale.option.15"],
      ["150", "STARSKIRMISH.SpacePatrol.GroundScale.option.150"],
    ]);
    expect(select.value).toBe("15");
    expect(select.dataset.dtype).toBe("Number");
    expect(select.closest(".form-group")?.querySelector("label")?.textContent).toBe("STARSKIRMISH.SpacePatrol.GroundScale.label");
    t.setFlags({ starskirmish: { spGroundScale: "nonsense" } });
    expect(t.render()!.value).toBe("1.5");
  });

  it("shows a player no choice, nor the GM one on a space scene (7.1)", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(t.render()).toBeNull();
    t.stubs.actAs("gm");
    t.setFlags({ starskirmish: { spaceCombat: true } });
    expect(t.render()).toBeNull();
  });
});
