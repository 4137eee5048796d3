// Browser entry: fonts and theme, then React and the app, asked for together (their files download
// side by side) and each evaluated once its own files are in, not all in one long task.
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
const react = import("react-dom/client");
await import("#web/app/start-app");
await react;
