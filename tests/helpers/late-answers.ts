/**
 * A slow server for one stand-in document: its `update` goes out only a few milliseconds after it
 * is called. Every stand-in update already changes the local copy a macrotask later, as v13's does
 * (`serverAnswer`, document.ts); this widens the gap for tests of two changes whose paths are longer
 * than one macrotask apart (a GM request and a click), so the second is sure to read before the
 * first lands. Import after the system has booted.
 */
interface Updatable {
  update(changes: never, options?: never): Promise<unknown>;
}

export function answerLate(doc: Updatable, ms = 5): void {
  const update = doc.update.bind(doc);
  doc.update = async (changes: never, options?: never) => {
    await new Promise((r) => setTimeout(r, ms));
    return update(changes, options);
  };
}
