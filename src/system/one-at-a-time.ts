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
