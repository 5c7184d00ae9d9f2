/**
 * The GM's ground scale choice in a Space Patrol! scene's configuration (Guide 6.1): 1.5 m, 15 m or
 * 150 m to the square. It is added to the core sheet when it renders, named for the scene's flag, so
 * the sheet's own form saves it with the rest, as the Zero-G box is (zero-g-toggles.ts). A space
 * scene (7.1) has its own scale and gets no choice.
 */
import { flagPath, readFlag } from "../../../system/flags";
import { GROUND_SCALES, groundScaleOf } from "../rules/ground-scale";
import { isSpaceScene } from "../turn/space-scene";

const KEY = "STARSKIRMISH.SpacePatrol.GroundScale.";
const FIELD = "spGroundScale";

/** renderSceneConfig: the GM's ground scale select, on the grid tab where the core sheet has one. */
export function addGroundScaleField(app: { readonly document?: Scene.Implementation | null }, html: HTMLElement): void {
  const scene = app.document;
  if (!scene || scene.documentName !== "Scene" || !game.user?.isGM || isSpaceScene(scene)) return;
  const tab = html.querySelector<HTMLElement>('.tab[data-tab="grid"]') ?? html.querySelector<HTMLElement>('.tab[data-tab="basics"]') ?? html.querySelector<HTMLElement>("form") ?? html;
  if (tab.querySelector(`[data-ssk-field="${FIELD}"]`)) return;
  const i18n = game.i18n!;
  const group = document.createElement("div");
  group.className = "form-group";
  group.dataset.sskField = FIELD;
  const label = document.createElement("label");
  label.textContent = i18n.localize(`${KEY}label`);
  const fields = document.createElement("div");
  fields.className = "form-fields";
  const select = document.createElement("select");
  select.name = flagPath("Scene", FIELD);
  // the form gives numbers back as numbers; the reader accepts the text too
  select.dataset.dtype = "Number";
  const current = groundScaleOf(readFlag(scene, "Scene", FIELD));
  for (const metres of GROUND_SCALES) {
    const option = document.createElement("option");
    option.value = String(metres);
    option.textContent = i18n.localize(`${KEY}option.${String(metres).replace(".", "_")}`);
    option.selected = metres === current;
    select.append(option);
  }
  label.htmlFor = select.id = `${scene.id ?? "scene"}-${FIELD}`;
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = i18n.localize(`${KEY}hint`);
  fields.append(select);
  group.append(label, fields, hint);
  tab.append(group);
}
