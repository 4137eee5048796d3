/**
 * Resolves in a later task, so work after it does not lengthen the current one. A message to
 * itself rather than a timer: a background tab's timers wait a second or more, messages do not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
