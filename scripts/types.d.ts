declare module '@babel/plugin-transform-modules-systemjs' {
  import type { PluginItem } from '@babel/core';
  const plugin: PluginItem;
  export default plugin;
}

/** Replaced at build time by the build label (see scripts/build/esbuild-module.ts). */
declare const __ARENA_BUILD_LABEL__: string;

declare module '@babel/plugin-transform-dynamic-import' {
  import type { PluginItem } from '@babel/core';
  const plugin: PluginItem;
  export default plugin;
}
