/**
 * Where the GM and players say gravity does not hold (Guide 6.10; turn/zero-g-place.ts reads it): a
 * token HUD button marks a figure as floating free (on EVA outside a hull, say), for whoever may
 * change the token; the scene's configuration gains a "Zero-G" box for the GM, for a whole deck or
 * orbit. A ship's own gravity loss needs neither: its Drive Markers decide.
 */
import { addHudButton } from "../../../system/hud-button";
import { flagPath, flagUpdate, readFlag } from "../../../system/flags";
import { isAssetLevelReader } from "../models/asset-reader";

/** renderTokenHUD: the floating-free toggle for a figure (a patrolman or NPC) of this rule set. */
export function addZeroGHudButton(hud: foundry.applications.hud.TokenHUD, html: HTMLElement): void {
  const token = hud.object?.document;
  // a token takes its ownership from its actor
  if (!token || !isAssetLevelReader(token.actor?.system) || !token.actor?.isOwner) return;
  const floating = readFlag(token, "Token", "spZeroG") === true;
  addHudButton(html, {
    key: "spZeroG",
    label: floating ? "STARSKIRMISH.SpacePatrol.ZeroG.hudOff" : "STARSKIRMISH.SpacePatrol.ZeroG.hudOn",
    icon: "fa-solid fa-user-astronaut",
    active: floating,
    onClick: () => void token.update(flagUpdate("Token", { spZeroG: !floating })),
  });
}

/** renderSceneConfig: the GM's "Zero-G" box, saved with the scene's own form. */
export function addZeroGSceneBox(app: { readonly document?: Scene.Implementation | null }, html: HTMLElement): void {
  const scene = app.document;
  if (!scene || scene.documentName !== "Scene" || !game.user?.isGM) return;
  const form = html.querySelector<HTMLElement>('.tab[data-tab="basics"]') ?? html.querySelector<HTMLElement>("form") ?? html;
  if (form.querySelector('[data-ssk-field="spZeroG"]')) return;
  const group = document.createElement("div");
  group.className = "form-group";
  group.dataset.sskField = "spZeroG";
  const label = document.createElement("label");
  label.textContent = game.i18n!.localize("STARSKIRMISH.SpacePatrol.ZeroG.sceneLabel");
  const fields = document.createElement("div");
  fields.className = "form-fields";
  const box = document.createElement("input");
  box.type = "checkbox";
  box.name = flagPath("Scene", "spZeroG");
  box.checked = readFlag(scene, "Scene", "spZeroG") === true;
  label.htmlFor = box.id = `${scene.id ?? "scene"}-spZeroG`;
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = game.i18n!.localize("STARSKIRMISH.SpacePatrol.ZeroG.sceneHint");
  fields.append(box);
  group.append(label, fields, hint);
  form.append(group);
}
