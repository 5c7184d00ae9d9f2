/** Names the whole system shares: its id, flag scope and template root. */
export const SYSTEM_ID = "starskirmish";
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
export const TEMPLATE_ROOT = `${SYSTEM_PATH}/templates`;
/** Setting key of the world's rule set. */
export const RULESET_SETTING = "ruleSet";
/** Setting key of the data version migrations have brought the world to. */
export const MIGRATION_SETTING = "migrationVersion";
