/**
 * System start-up: registers every rule set's types and sheets, the kit's card kinds and the
 * templates of the shared folder, then configures Foundry for the world's rule set (markers as
 * status effects, scene grid, visible packs). A rule set's table loads when first needed.
 */
import { configureTokenBars } from "./token-bars";
import { SYSTEM_ID } from "./constants";
import type { RuleSet, SheetClass } from "./ruleset";
import { activeRuleSet, allRuleSets, registerRuleSet } from "./registry";
import { registerSettings } from "./settings";
import { StarSkirmishActor } from "./documents/actor";
import { relayPlayerSilencedHooks } from "./documents/silenced-hooks";
import { StarSkirmishItem } from "./documents/item";
import { CardData } from "./cards/card-model";
import { wireCardButtons } from "./cards/card-buttons";
import { registerCardKinds } from "./cards/card-registry";
import { KIT_CARD_KINDS } from "./cards/kit-kinds";
import { activateGmRequests } from "./gm-request/gm-request";
import { recordPostedCard, registerLedgerSetting } from "./ledger/ledger-store";
import { runRecordedStep } from "./cards/card-recorded";
import { markUnlandedAnswer } from "./cards/prompt-judge";
import { registerDropChoiceSetting } from "./formation/drop-dialog";
import { GroupedCombatTracker } from "./combat/grouped-tracker";
import { GmRequestData } from "./gm-request/request-model";
import { statusEffectsFor, DEAD_STATUS } from "./markers/status-effects";
import { onRenderTokenHUD } from "./markers/token-hud";
import { onPreCreateScene } from "./scene-defaults";
import { onRenderCompendiumDirectory } from "./compendium-visibility";
import { runMigrations } from "./migration-runner";
import { onPreCreateItemCheckRuleSet } from "./item-guard";
import { onMarkerEffectChange } from "./markers/marker-rotation";
import { SHARED_DOCUMENT_TYPES } from "../rulesets/definitions";
import { FormationData } from "./formation/formation-model";
import { FormationSheet } from "./formation/formation-sheet";
import { onDropCanvasData } from "./formation/formation-drop-hook";
import { loadRuleSetTemplates, registerWorldTemplates, type TemplateSource } from "./templates";
import { registerCountedHelper } from "./i18n/counted";
import { registerRegionBehaviors } from "./regions/register-behaviors";
import { preloadOnControl } from "./ruleset-table";
import { watchSides } from "./turn/side-guard";
import { keepFormationFlags } from "./formation/drop-flags-guard";
import { keepMarkersInBattle } from "./markers/kept-markers";
import { keepSheetsInBattle } from "./turn/kept-sheet";

/** The types every rule set offers, with their model and sheet. */
const SHARED: TypeRegistration = {
  owner: "shared",
  documentTypes: SHARED_DOCUMENT_TYPES,
  dataModels: { formation: FormationData },
  sheets: { formation: FormationSheet },
};

/** Document types with their data models and sheets, from a rule set or shared. */
interface TypeRegistration extends Pick<RuleSet, "dataModels" | "sheets"> {
  readonly owner: string;
  readonly documentTypes: RuleSet["definition"]["documentTypes"];
}

const registrationOf = (rs: RuleSet): TypeRegistration => ({ owner: rs.definition.id, documentTypes: rs.definition.documentTypes, dataModels: rs.dataModels, sheets: rs.sheets });

function registerTypes(registrations: readonly TypeRegistration[]): void {
  const bySheet = new Map<SheetClass, { documentName: "Actor" | "Item"; types: string[]; label: string }>();
  for (const rs of registrations) {
    for (const t of rs.documentTypes) {
      const model = rs.dataModels[t.type];
      if (!model) throw new Error(`${rs.owner}: no data model for ${t.documentName} type "${t.type}"`);
      Object.assign(t.documentName === "Actor" ? CONFIG.Actor.dataModels : CONFIG.Item.dataModels, { [t.type]: model });
      const sheet = rs.sheets[t.type];
      if (!sheet) continue;
      const entry = bySheet.get(sheet) ?? { documentName: t.documentName, types: [], label: `STARSKIRMISH.Sheet.${sheet.name}` };
      entry.types.push(t.type);
      bySheet.set(sheet, entry);
    }
  }
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const [sheet, { documentName, types, label }] of bySheet) {
    const cls = documentName === "Actor" ? Actor : Item;
    DocumentSheetConfig.registerSheet(cls, SYSTEM_ID, sheet, { types, makeDefault: true, label });
  }
}

/**
 * Registers the rule sets and configures Foundry for the world's. The templates default to those
 * the build precompiled from the templates folders; the shared ones are registered now, the
 * world's rule set's with its table.
 */
export function initSystem(ruleSets: readonly RuleSet[], templates?: TemplateSource): void {
  for (const rs of ruleSets) registerRuleSet(rs);
  registerSettings();
  registerCountedHelper();
  const active = activeRuleSet();

  CONFIG.Actor.documentClass = StarSkirmishActor;
  configureTokenBars();
  CONFIG.Item.documentClass = StarSkirmishItem;
  // the GM's client hears of every player's change, even one written with noHook
  relayPlayerSilencedHooks();
  // the tracker that folds combatant groups (formations' units) under one row each
  CONFIG.ui.combat = GroupedCombatTracker;
  registerTypes([...allRuleSets().map(registrationOf), SHARED]);
  registerRegionBehaviors(allRuleSets().map((rs) => rs.definition));
  Object.assign(CONFIG.ChatMessage.dataModels, { card: CardData, gmRequest: GmRequestData });

  CONFIG.statusEffects = statusEffectsFor(active.definition.markers);
  CONFIG.specialStatusEffects.DEFEATED = DEAD_STATUS.id;

  activateGmRequests();
  registerLedgerSetting();
  registerDropChoiceSetting();
  // on the active GM's client: recorded first, then its kind's recorded step (a spend, a claim
  // judged; cards/card-recorded.ts), then judged against its prompt from that record (cards/prompt-judge.ts)
  Hooks.on("createChatMessage", (message) => {
    if (!game.user?.isActiveGM) return;
    void runRecordedStep(message, recordPostedCard(message), () => markUnlandedAnswer(message));
  });
  // the kit's card kinds; a rule set's are registered when its table loads (system/ruleset-table.ts)
  registerCardKinds(KIT_CARD_KINDS);

  Hooks.on("renderChatMessageHTML", (message, html) => wireCardButtons(message, html));
  Hooks.on("renderTokenHUD", (hud, html) => onRenderTokenHUD(hud, html));
  Hooks.on("preCreateScene", (scene, data) => onPreCreateScene(scene, data));
  Hooks.on("renderCompendiumDirectory", (app, html) => onRenderCompendiumDirectory(app, html));
  Hooks.on("preCreateItem", (item) => onPreCreateItemCheckRuleSet(item));
  Hooks.on("createActiveEffect", (effect, _options, userId) => onMarkerEffectChange(effect, userId));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => onMarkerEffectChange(effect, userId));
  Hooks.on("dropCanvasData", (_canvas, data, event) => onDropCanvasData(data as { type?: string; uuid?: string; x?: number; y?: number }, event));
  Hooks.once("ready", () => void runMigrations());
  // every rule set reads a token's side from its disposition: in a battle a player's change of it is put back
  watchSides();
  // the GM finds a formation's tokens, counts its members and groups its combatants by what the drop
  // wrote on each token: a player's change of it is put back
  keepFormationFlags();
  // markers are effects their owner may write: in a battle a player's taking off a result is put back
  keepMarkersInBattle();
  // the sheet facts the GM's checks read: in a battle a player's change of one is put back
  keepSheetsInBattle();
  preloadOnControl();

  registerWorldTemplates(templates);
  // a rule set with nothing to defer has its templates registered as the world starts
  if (!active.table) void loadRuleSetTemplates(active.definition.id);
  active.activate?.();
}
