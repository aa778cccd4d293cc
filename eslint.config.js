import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "public/build/",
    "dist/",
    "node_modules/",
    ".cache/",
    "tests/.artifacts/",
    "test-results/",
    "playwright-report/",
    "drizzle/meta/",
    "data/",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      // Remix modules run on the server and in the browser; scripts and configs run on Node.
      globals: { ...globals.browser, ...globals.node },
    },
  },
  js.configs.recommended,
  // Not the type-checked set: it needs a TypeScript program per run and makes lint several times slower.
  tseslint.configs.recommended,
  {
    // React lives in app/ only; elsewhere Playwright's fixture callback `use` would read as a hook.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic hook rules only: the plugin's React Compiler rules target code built with the compiler.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      // One block of imports, as the code is written: side effects, node:, packages, ~/, relative.
      "simple-import-sort/imports": ["error", { groups: [["^\\u0000", "^node:", "^@?\\w", "^", "^\\."]] }],
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "all",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // Input sanitising strips control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    // remix.env.d.ts pulls in Remix's ambient types the way the Remix templates do.
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/triple-slash-reference": "off" },
  },
);
