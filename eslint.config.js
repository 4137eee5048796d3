// The lint step: the import boundaries of ARCHITECTURE.md, enforced (npm run lint, part of npm test).
//   shared  ← core ← server | cli        web → shared only
// shared runs anywhere (the browser too) and imports nothing of ours; core never knows HTTP or the
// terminal; the web never reaches the database or the server's code.
import { readdirSync } from "node:fs";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// "#" starts a comment in the gitignore-style `group` patterns, so the #aliases go in as regexes.
const alias = (...names) => `^#(${names.join("|")})/`;
const OURS_OUTSIDE_SHARED = ["**/core/**", "**/server/**", "**/cli/**", "**/web/**", "**/db/**"];

/** Our TypeScript: the app, its tests, benchmarks and scripts. */
const TYPESCRIPT = ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "bench/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx}"];

/** Runtime modules of Bun; tests may still import bun:test. */
const BUN_RUNTIME = { regex: "^bun:(?!test$)", message: "no Bun runtime module here" };

/**
 * Inside src/web a relative import stays within its folder's neighbourhood; anything further goes
 * through #web/*, so moving a folder never breaks a ladder of `../../` in the files it imports.
 */
const WEB_CLIMB = {
  regex: "^(\\.\\./){2,}",
  message: "src/web imports climb at most one folder (`../`): import from further away through #web/… instead.",
};

/**
 * A no-restricted-imports rule that forbids the `groups` (gitignore-style), the #`aliases`, and
 * Bun's runtime modules when `bun` is set, with a message naming the boundary; `also` adds
 * patterns that carry their own message.
 */
const forbid = (groups, message, { aliases = [], bun = false, also = [] } = {}) => [
  "error",
  {
    patterns: [
      { group: groups, message },
      ...(aliases.length ? [{ regex: alias(...aliases), message }] : []),
      ...(bun ? [{ ...BUN_RUNTIME, message }] : []),
      ...also,
    ],
  },
];

/** Repositories and tables belong to src/core: the server and the CLI call its use cases. */
const ONLY_CORE_READS_TABLES = [
  {
    regex: "(^#core/.*|/)[a-z-]+-repository$|^#db/|(^|/)db/schema(/|$)",
    message: "Only src/core imports a repository or db/schema: call a core function instead.",
  },
];

/**
 * The web app's zones (ARCHITECTURE.md, decision 0069). `lib/` and `components/` are shared by
 * everything and import no feature and not the app; a feature imports its own folder, its group's
 * `shared/`, and what all share; `app/` composes the features and nothing imports it. The few
 * imports from one feature into another are listed in FEATURE_BRIDGES, each with its reason.
 */
/**
 * The web reads an answer's type from the generated document, through #web/lib/api-types, the
 * source its typed calls already answer with; a second source could drift from the first.
 */
const ANSWERS_FROM_THE_DOCUMENT = {
  regex: "^#shared/answers(/|$)",
  message:
    'src/web takes answer types from the generated document: import type { Schema } from "#web/lib/api-types", then Schema<"Claim">.',
};

const FEATURE_GROUPS = ["admin", "member", "public"];
const FEATURE_BRIDGES = {
  // A member's detail shows the subscription card that the subscriptions tab also shows.
  "admin/members": ["admin/subscriptions/components/member-subscription-card"],
};
const WEB_BASE = [
  ["**/core/**", "**/server/**", "**/cli/**", "**/db/**", "drizzle-orm", "drizzle-orm/*", "elysia"],
  "src/web imports only src/shared (through #shared/*) and browser libraries.",
];
const webRule = (...zones) =>
  forbid(WEB_BASE[0], WEB_BASE[1], {
    aliases: ["core", "server", "cli", "db"],
    bun: true,
    also: [WEB_CLIMB, ANSWERS_FROM_THE_DOCUMENT, ...zones],
  });
const NOT_THE_APP = { regex: "^#web/app/", message: "Only src/web/app composes the app: nothing imports it." };
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function webZones() {
  const featureDirs = FEATURE_GROUPS.flatMap((group) =>
    readdirSync(new URL(`./src/web/features/${group}`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  );
  return [
    { files: ["src/web/**/*.{ts,tsx}"], rules: { "no-restricted-imports": webRule() } },
    {
      files: ["src/web/lib/**/*.{ts,tsx}", "src/web/components/**/*.{ts,tsx}"],
      rules: {
        "no-restricted-imports": webRule(NOT_THE_APP, {
          regex: "^#web/features/",
          message: "lib/ and components/ serve every feature: they import no feature.",
        }),
      },
    },
    ...featureDirs.map((feature) => {
      const [group, name] = feature.split("/");
      const allowed = [`${feature}/`, `${group}/shared/`]
        .map(escape)
        .concat((FEATURE_BRIDGES[feature] ?? []).map((path) => `${escape(path)}$`));
      return {
        files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
        rules: {
          "no-restricted-imports": webRule(NOT_THE_APP, {
            regex: `^#web/features/(?!(${allowed.join("|")}))`,
            message:
              name === "shared"
                ? `features/${group}/shared serves the ${group} features: it imports none of them.`
                : `A feature imports its own folder, features/${group}/shared, lib/ and components/, not another feature (FEATURE_BRIDGES in eslint.config.js lists the exceptions).`,
          }),
        },
      };
    }),
  ];
}

export default tseslint.config(
  { ignores: ["node_modules/**", "dist/**", "reports/**", "db/migrations/**", "src/web/lib/generated/**"] },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser },
    rules: { "no-debugger": "error" },
  },
  // Beyond the boundaries: typescript-eslint's recommended rules for our TypeScript and the React
  // hooks rules for the web app (decision 0064 lists what is on, what is off and why).
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: TYPESCRIPT })),
  {
    files: TYPESCRIPT,
    rules: {
      // `const { id: _id, ...rest } = row` is how a field is left out of a copy; `_x` names a parameter a signature needs.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Loaded on first use, synchronously, so an idle server never holds them (decisions 0050, 0051); import() would make the callers async.
      "@typescript-eslint/no-require-imports": [
        "error",
        { allow: ["^node:zlib$", "^busboy$", "^\\./metrics-registry$", "^\\./zod-loaded$"] },
      ],
      // A declared namespace only adds types under a value's name (zod's `z.infer` beside our `z`); it emits nothing.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale value on screen: an error, not a warning that `eslint .` lets pass.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The React Compiler's rules are on since the web kit (decision 0071) except at the two sites below, each a
    // working pattern whose rewrite belongs to its feature: `Date.now()` read while rendering the windows card,
    // and the pending purchase resumed after sign-in by an effect that sets state.
    files: ["src/web/features/member/account/components/windows-card.tsx"],
    rules: { "react-hooks/purity": "off" },
  },
  {
    files: ["src/web/features/public/commerce/pages/deployment-packages-page.tsx"],
    rules: { "react-hooks/set-state-in-effect": "off" },
  },
  {
    // Accessibility of the markup: labels, alt texts, roles, keyboard reach (decision 0075).
    ...jsxA11y.configs.recommended,
    files: ["src/web/**/*.tsx"],
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A form or dialog listens for Escape on its container (use-form-dismissal.ts): the key comes
      // from the focused control inside, as the WAI-ARIA dialog pattern does it. Pointer handlers and
      // the other key events on such elements are still refused.
      "jsx-a11y-x/no-noninteractive-element-interactions": [
        "error",
        { handlers: ["onClick", "onMouseDown", "onMouseUp", "onKeyPress", "onKeyUp"] },
      ],
    },
  },
  {
    files: ["src/shared/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": forbid(
        [...OURS_OUTSIDE_SHARED, "node:*", "drizzle-orm", "drizzle-orm/*", "elysia"],
        "src/shared runs anywhere, the browser included: it imports nothing of ours outside src/shared and no runtime module.",
        { aliases: ["core", "server", "cli", "web", "db"], bun: true },
      ),
    },
  },
  {
    files: ["src/core/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": forbid(
        ["**/server/**", "**/cli/**", "**/web/**", "elysia", "ink", "commander", "react"],
        "src/core is the domain: it never imports the server, the CLI or the web.",
        { aliases: ["server", "cli", "web"] },
      ),
    },
  },
  {
    files: ["src/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": forbid(["**/cli/**", "**/web/**", "ink", "commander"], "src/server never imports the CLI or the web.", {
        aliases: ["cli", "web"],
        also: ONLY_CORE_READS_TABLES,
      }),
    },
  },
  {
    files: ["src/cli/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": forbid(["**/web/**"], "src/cli never imports the web app.", {
        aliases: ["web"],
        also: ONLY_CORE_READS_TABLES,
      }),
    },
  },
  ...webZones(),
  {
    // One import path for zod (decision 0141): "#zod", the named parts the schemas use, loaded on
    // first use on the server and the CLI, as it loads in the browser. Only the two modules behind
    // "#zod" and the JSON Schema conversion (which needs zod's own registry) name "zod".
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/shared/schemas/zod-loaded.ts",
      "src/shared/schemas/zod-on-demand.ts",
      "src/shared/schemas/json-schema.ts",
      "src/server/openapi/*.ts",
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/^zod(\\/|$)/]", message: 'Import zod as "#zod" (decision 0141).' },
      ],
    },
  },
);
