import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of app/ (README "Layout"): what each may import. A forbidden import, a client import of server code and
// an import circle fail `npm run lint` (tests/unit/lint-boundaries.test.ts plants each one).
const SERVER_ONLY = [
  { group: ["**/*.server", "**/*.server.*"], message: "server-only module: not in code that reaches the browser" },
  { group: ["~/request/*", "~/data/*", "~/views/*"], message: "server layer" },
  { group: ["node:*"], message: "Node built-in: not in code that reaches the browser" },
];
// Inside the app every import is `~/…`; the only relative paths left lead to database/ and server/ beside it, and to the
// studio's port.
const APP_IMPORT_STYLE = {
  selector:
    "ImportDeclaration[source.value=/^\\.\\.?\\/(?!\\+types\\/)(?!(\\.\\.\\/)*(database\\/|server\\/|studio\\/port\\.server$))/]",
  message: "import app modules as `~/…`",
};
// The studio is an app of its own (studio/, docs/decisions/332-studio-app.md): the shop (app/, server/) reaches it through
// its port only. Resolved paths, so no spelling of an import (relative, alias, type-only, re-export) gets past it.
const STUDIO_PORT_ONLY = {
  target: ["./app", "./server"],
  from: "./studio",
  except: ["./port.server.ts"],
  message: "the shop reaches the studio through studio/port.server.ts only",
};
// The route table and what it imports are also run by React Router's config loader, which knows no `~/` alias:
// those modules import each other by relative paths (`npx react-router typegen` fails otherwise).
const CONFIG_TIME = [
  "app/routes.ts",
  "app/content/pages.ts",
  "app/content/campaigns/**",
  ...["campaign", "copy-template", "date-styles", "typography", "format", "regions", "price-history", "series"].map(
    (name) => `app/rules/${name}.ts`,
  ),
  "app/rules/schedule.ts",
];
const CLOCK_FREE = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "rules take `now` as a parameter",
  },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "rules take `now` as a parameter" },
];
const restrict = (patterns) => [
  "error",
  { patterns: patterns.map((pattern) => ({ allowTypeImports: true, ...pattern })) },
];
// Pages are the top: what a component or a shared view needs of one (its view's types) lives beside that view
// (app/views) or is the component's own props, never imported from a page's folder, types included.
const NOT_PAGES = {
  group: ["~/pages/*"],
  message: "pages import components and views, not the other way: put the type beside its view or in the props",
  allowTypeImports: false,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build",
      "releases/",
      ".react-router/",
      "studio/.react-router/",
      "node_modules/",
      "playwright-report/",
      "test-results/",
      "data/",
      ".prof/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // One shape for every file's imports: Node built-ins, packages, the app (`~/…`), then relative paths.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // No module of the shop or the studio may take part in an import circle.
    files: ["app/**/*.{ts,tsx}", "studio/**/*.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [STUDIO_PORT_ONLY] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: CONFIG_TIME,
    rules: { "no-restricted-syntax": ["error", APP_IMPORT_STYLE] },
  },
  {
    // The server reads the environment once (server/env.ts); pages get what they need of it from their router context.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "read settings from the router context (app/request/site-settings.server.ts), not process.env",
        },
      ],
    },
  },
  {
    // Code that ships to the browser: components, browser-only modules, the API client.
    files: [
      "app/components/**",
      "app/client/**",
      "app/api/client.ts",
      "app/api/useApiClient.ts",
      "app/api/session.ts",
      // The studio's browser code.
      "studio/components/**",
      "studio/screens/**",
      "studio/forms/**",
      "studio/client/**",
    ],
    rules: { "no-restricted-imports": restrict([...SERVER_ONLY, NOT_PAGES]) },
  },
  {
    // Views shared by several pages are built from content and rules, below the pages that use them.
    files: ["app/views/**"],
    rules: { "no-restricted-imports": restrict([NOT_PAGES]) },
  },
  {
    // Rules are pure: no I/O, no React, no request plumbing, no clock ("now" is always a parameter).
    files: ["app/rules/**"],
    rules: {
      "no-restricted-imports": restrict([
        ...SERVER_ONLY,
        {
          group: ["~/pages/*", "~/components/*", "~/api/*"],
          message: "rules import rules and content only",
        },
        { group: ["react", "react-dom", "react-router"], message: "rules do not render" },
      ]),
      "no-restricted-syntax": ["error", ...CLOCK_FREE],
    },
  },
  {
    files: ["app/rules/**"],
    ignores: CONFIG_TIME,
    rules: { "no-restricted-syntax": ["error", APP_IMPORT_STYLE, ...CLOCK_FREE] },
  },
  {
    // Content is data: it may use pure rules, nothing else of the app.
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": restrict([
        ...SERVER_ONLY,
        {
          group: ["~/pages/*", "~/components/*", "~/api/*"],
          message: "content imports content and rules only",
        },
        { group: ["react", "react-dom", "react-router"], message: "content does not render" },
      ]),
    },
  },
);
