/**
 * Ends the current task: what follows runs in a new one, after the browser's own work. A message
 * to itself, as React's scheduler does: no timer's minimum delay, and a test's paused clock does
 * not hold the start.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
