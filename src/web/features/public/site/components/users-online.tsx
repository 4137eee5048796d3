// The landing page's users-online line (public-screens.md §2.3; spec README decision 1): the real
// count of distinct visitors and members seen in the server's window, asked again every 7 s.
// Not a live region: a figure announced every 7 seconds would drown a screen reader.
import { useOnlineStats } from "#web/features/public/shared/public-content-api";
import "../public-pages.css";
import "./users-online.css";

/** The line's second part: the window the figure counts, or why there is no figure. */
function WindowText({ minutes, isError }: { minutes: number | null; isError: boolean }) {
  if (minutes === null) return isError ? "unavailable" : "counting…";
  return `active in the last ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export function UsersOnline() {
  const { data, isError } = useOnlineStats();
  const online = data?.online;
  const minutes = data ? Math.round(data.windowSeconds / 60) : null;

  // One shape whatever the state (the page's HTML is built counting): the figure's place, the
  // label, then the window or why no figure is shown. On a phone that is two lines in every
  // state, so the answer never moves the landing page's centred column.
  return (
    <p className="users-online" data-testid="users-online">
      {/* The pulsing dot means "live": it shows only beside a real figure. */}
      <span className={online === undefined ? "users-online__dot-off" : "status-dot"} aria-hidden="true" data-testid="users-online-dot" />
      {online === undefined ? (
        <span className="users-online__count users-online__count--none" aria-hidden="true">
          —
        </span>
      ) : (
        <span className="users-online__count" data-testid="users-online-count">
          {online}
        </span>
      )}{" "}
      <span>{online === 1 ? "USER ONLINE" : "USERS ONLINE"}</span>
      <span className="users-online__window" data-testid="users-online-window">
        <span className="users-online__sep"> · </span>
        <WindowText minutes={minutes} isError={isError} />
      </span>
    </p>
  );
}
