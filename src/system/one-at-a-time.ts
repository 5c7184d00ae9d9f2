/**
 * A line that runs pieces of async work on this client one after another, each starting once the
 * one before it settled. A change that reads a document or setting and writes it back whole must
 * wait its turn: v13 changes this client's copy only when the server answers, so two such changes
 * in flight together would each write back over the other. Work that fails fails alone.
 */
export type Line = <T>(work: () => Promise<T>) => Promise<T>;

export function oneAtATime(): Line {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
}

// One line per document, held weakly so a deleted document's line goes with it.
const documentLines = new WeakMap<object, Line>();

/**
 * The line for changes to one document that read its current data and write a part back whole
 * (a member list, the seats): each reads the data the one before it wrote. Anything only readable
 * while an event is dispatched (a drop's data, the element clicked) is read before joining.
 */
export function documentLine(document: object): Line {
  let line = documentLines.get(document);
  if (!line) {
    line = oneAtATime();
    documentLines.set(document, line);
  }
  return line;
}
