/**
 * When this world's GM first took a grenade off a squad's record from its card (Starship Marine
 * 3.16, cards/grenade-spend.ts): the time its ledger recorded that first card. Before that, a
 * player's client asked the GM to spend before rolling, so a grenade card the ledger recorded
 * earlier carries no spend outcome and still lands as it did; one recorded since without an outcome
 * was never judged and lands nothing. A hidden world setting, so only a GM's client writes it.
 */
import { SYSTEM_ID } from "../../../system/constants";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "starskirmish.ssmGrenadeSpendsSince": number;
  }
}

export const GRENADE_SPENDS_SINCE_SETTING = "ssmGrenadeSpendsSince";

export function registerGrenadeSpendsSince(): void {
  game.settings!.register(SYSTEM_ID, GRENADE_SPENDS_SINCE_SETTING, { scope: "world", config: false, type: Number, default: 0 });
}

/** The ledger time (ms) of the first grenade card spent from; 0 while none has been. */
export function grenadeSpendsSince(): number {
  const stored: unknown = game.settings?.get(SYSTEM_ID, GRENADE_SPENDS_SINCE_SETTING);
  return typeof stored === "number" && Number.isFinite(stored) && stored > 0 ? stored : 0;
}

/** On the GM's client, before its first spend from a card: from this card's time on, every card is judged. */
export async function markGrenadeSpendsSince(at: number): Promise<void> {
  if (grenadeSpendsSince() === 0) await game.settings!.set(SYSTEM_ID, GRENADE_SPENDS_SINCE_SETTING, at);
}
