// Browser entry: fonts and theme, then the app, its libraries evaluated one group at a time.
import "@fontsource/share-tech-mono/400.css";
import "#web/styles/theme.css";
import "#web/styles/base.css";
import "#web/styles/layout.css";
import "#web/styles/components.css";
import "#web/styles/pages.css";
// The kit's base rules (cards, panels, titles, form fields) load with the shell, so a feature's
// stylesheet that adjusts them always comes later, whichever lazy chunk brings it.
import "#web/components/panel/panel.css";
import "#web/components/form/form.css";

// React and the app are asked for together (their files download side by side) and each is
// evaluated once its own files are in, in a task of its own, not all in one long task.
const react = import("react-dom/client");
await import("#web/app/start-app");
await react;
