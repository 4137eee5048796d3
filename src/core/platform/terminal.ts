// "Is this file descriptor a terminal?", asked of the runtime's tty binding. process.stdout and
// process.stderr are Node stream objects, and node:tty loads node:net and node:stream: asking
// them costs a CLI start several milliseconds and an idle server 2 MB.
type TtyBinding = { isTTY(fd: number): boolean };

export function isTerminal(fd: 0 | 1 | 2, stream: () => { isTTY?: boolean }): boolean {
  try {
    return Boolean((process as unknown as { binding(name: string): TtyBinding }).binding("tty_wrap").isTTY(fd));
  } catch {
    // A runtime without the binding: ask the stream itself.
    return Boolean(stream().isTTY);
  }
}
