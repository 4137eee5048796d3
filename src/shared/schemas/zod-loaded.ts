// zod as its module loads. The web takes it this way (package.json "#zod", condition browser);
// on the server and in the CLI, zod-on-demand.ts loads this module at the first schema built.
export { z } from "zod";
