/**
 * Presses a card's button the way a click does: through the kit's wiring, which finds the
 * handler from the card's registered kind and reads the card through it first. Import after the
 * system has booted, so the registry is the one init filled.
 */
export async function pressCardButton(message: { system: { kind: string } }, action: string, dataset: Record<string, string> = {}): Promise<void> {
  const { cardButtonRunner } = await import("../../src/system/cards/card-buttons");
  const run = cardButtonRunner(message.system.kind, action);
  if (!run) throw new Error(`A "${message.system.kind}" card has no "${action}" button`);
  const button = { dataset: { cardAction: action, ...dataset } } as unknown as HTMLElement;
  await run({ message: message as never, button, event: {} as MouseEvent });
}
