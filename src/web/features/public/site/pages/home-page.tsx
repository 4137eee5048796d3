// Landing page (public-screens.md §2.3): the large logo that opens the navigation hub, the real
// users-online figure and the operator's testimonials.
import { Link } from "react-router-dom";
import { APP_NAME } from "#shared/constants";
import { PAGE_PATHS } from "#shared/page-paths";
import { usePageMeta } from "#web/lib/use-page-meta";
import { Wordmark } from "#web/components/wordmark/wordmark";
import { TestimonialBox } from "../components/testimonial-box";
import { UsersOnline } from "../components/users-online";

export const HOME_TITLE = `${APP_NAME} | Unpredictable & Unusual Expert Results From Within`;
export const HOME_DESCRIPTION =
  "A covert network of licensed adjusters, appraisers and engineers working insurance claims from within. Invitation only.";

export function HomePage() {
  usePageMeta(HOME_TITLE, HOME_DESCRIPTION);

  return (
    <section className="home" aria-labelledby="home-heading">
      <h1 id="home-heading" className="visually-hidden">
        {APP_NAME}
      </h1>
      {/* The frame is decoration around one link, the wordmark, stretched over the whole frame:
          the link's name is its visible text (WCAG 2.5.3), and the caption below describes it. */}
      <div className="home__logo">
        <span className="home__corners" aria-hidden="true" />
        <span className="home__kicker" aria-hidden="true">
          SECURE NODE // CLEARANCE REQUIRED
        </span>
        <Link to={PAGE_PATHS.navigation} className="home__link" aria-describedby="home-caption">
          <Wordmark size="large" />
        </Link>
        <span className="home__rule" aria-hidden="true" />
        <span className="home__tagline" aria-hidden="true">
          CLAIMS • APPRAISAL • ENGINEERING • COUNSEL
        </span>
      </div>
      <p id="home-caption" className="home__caption">
        <span className="home__prompt" aria-hidden="true">
          &gt;
        </span>{" "}
        Tap the Logo to Continue
        <span className="cursor" aria-hidden="true" />
      </p>
      <UsersOnline />
      <TestimonialBox />
    </section>
  );
}
