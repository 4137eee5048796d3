// The one users-online count of an app (src/core/content/online-visitors.ts): the app's request hook counts
// browsers by their visitor cookie, the member sign-in check counts signed-in members.
import type { AppContext } from "#core/context";
import { createOnlineVisitors, type OnlineVisitors } from "#core/content/online-visitors";

const counts = new WeakMap<AppContext, OnlineVisitors>();

export function onlineVisitorsOf(ctx: AppContext): OnlineVisitors {
  let count = counts.get(ctx);
  if (!count) counts.set(ctx, (count = createOnlineVisitors(() => ctx.clock.now().getTime())));
  return count;
}
