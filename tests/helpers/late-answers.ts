/**
 * Makes a stand-in document change only when "the server answers", a few milliseconds after its
 * `update` is called, as v13 changes a client's copy of a document: a read in between sees the old
 * data. For tests of two changes in flight together. Import after the system has booted.
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
