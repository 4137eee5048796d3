// What a cap did (a stream replaced or refused, a connection refused), counted for /metrics and
// logged at most once per CAP_LOG_EVERY_MS with the count since the last line: a flood of
// refusals is one line every few seconds, never a line each.
import type { AppContext } from "#core/context";

const CAP_LOG_EVERY_MS = 10_000;

export class CapLog {
  private unlogged = 0;
  private lastAt = 0;
  total = 0;
  constructor(
    private readonly ctx: AppContext,
    private readonly event: string,
  ) {}
  note(fields: Record<string, unknown>) {
    this.total++;
    this.unlogged++;
    const now = Date.now();
    if (now - this.lastAt < CAP_LOG_EVERY_MS) return;
    this.ctx.log.warn(this.event, { ...fields, count: this.unlogged });
    this.lastAt = now;
    this.unlogged = 0;
  }
}
