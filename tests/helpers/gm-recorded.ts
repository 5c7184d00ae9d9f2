/**
 * Waits until the active GM's client has recorded a card in its ledger and run every recorded step
 * queued so far (src/system/cards/card-recorded.ts), its own among them: the createChatMessage
 * hook starts that work and does not await it, as in v13. Import after the system has booted, so
 * the modules are the booted world's.
 */
import { expect, vi } from "vitest";

export async function gmRecorded(id: string): Promise<void> {
  const { readCardLedger } = await import("../../src/system/ledger/ledger-store");
  await vi.waitFor(() => expect(readCardLedger()[id]).toBeDefined());
  const { recordedStepsSettled } = await import("../../src/system/cards/card-recorded");
  await recordedStepsSettled();
}
