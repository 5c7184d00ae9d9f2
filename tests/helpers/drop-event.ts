/**
 * A drop as the browser dispatches it: the drag data travels as JSON text in the DataTransfer and
 * can be read only while the event is dispatched (HTML drag and drop: once dispatch ends the drag
 * data store is protected and getData answers ""). A listener that reads it after an await that
 * waits on anything but an already settled promise reads nothing, as it would in Chromium.
 */
export function dispatchDrop(target: Element, data: unknown): Event {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  let dispatching = true;
  const dataTransfer = { types: ["text/plain"], getData: (format: string) => (dispatching && format === "text/plain" ? JSON.stringify(data) : "") };
  Object.defineProperty(event, "dataTransfer", { value: dataTransfer });
  target.dispatchEvent(event);
  dispatching = false;
  return event;
}
