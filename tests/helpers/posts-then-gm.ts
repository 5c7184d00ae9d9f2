/**
 * A player acts (a throw from the sheet, a card posted by hand), and the test goes on as the GM, who
 * then applies, spends or looks. The GM's own steps for the player's card (recorded in the ledger,
 * then its kind's recorded step, system/cards/card-recorded.ts) run on the GM's client as the GM
 * whoever the test acts as (foundry/client-context.ts); this only says who the test is afterwards.
 */
import { installedStubs } from "./foundry-stubs";

export async function postsThenGm<T>(player: string, act: () => Promise<T>): Promise<T> {
  const stubs = installedStubs();
  stubs.actAs(player);
  try {
    return await act();
  } finally {
    stubs.actAs("gm");
  }
}
