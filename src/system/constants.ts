/** Names the whole system shares: its id, flag scope and template root. */
export const SYSTEM_ID = "starskirmish";
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
export const TEMPLATE_ROOT = `${SYSTEM_PATH}/templates`;
/** Setting key of the world's rule set. */
export const RULESET_SETTING = "ruleSet";
/** Setting key of the data version migrations have brought the world to. */
export const MIGRATION_SETTING = "migrationVersion";
/**
 * Width in pixels of every dialog the system opens. Set rather than left to core, so that the forms
 * are laid out for a known width and the gallery can draw its dialog frame at the same one.
 */
export const DIALOG_WIDTH = 400;
