/**
 * Telling the user why something was refused: a localised warning, with values filled in when given.
 */
export function warn(key: string, data?: Record<string, string>): void {
  ui.notifications?.warn(data ? game.i18n!.format(key, data) : game.i18n!.localize(key));
}
