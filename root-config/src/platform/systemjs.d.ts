/** The SystemJS loader that index.html installs as a global. */
declare global {
  interface SystemJSLoader {
    import<T = unknown>(specifier: string, parentUrl?: string): Promise<T>;
    resolve(specifier: string, parentUrl?: string): string;
    delete(id: string): false | (() => void);
    has(id: string): boolean;
  }
  // eslint-disable-next-line no-var
  var System: SystemJSLoader;
}
export {};
